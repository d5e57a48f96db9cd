import { useTranslation } from 'react-i18next';
import { paymentOptionText } from '@kinderly/shared';
import { usePaymentOptions } from '../api/get-waitlist-lists.ts';
import { FilterTiles } from '../components/filter-tiles.tsx';
import { TilesQuery } from '../components/tiles-query.tsx';
import { WaitlistWizardFrame } from '../components/waitlist-wizard-frame.tsx';
import { useTileText } from '../lib/use-tile-text.ts';
import { useWaitlistWizard } from '../lib/use-waitlist-wizard.ts';

/** Step 5: the Daily payment options, sorted by value then max value, each with its amount (SPEC section 2). */
export function DailyPaymentStep() {
  const { t } = useTranslation('waitlist');
  const { selections, update } = useWaitlistWizard();
  const options = usePaymentOptions('Daily');
  const texts = useTileText();
  return (
    <WaitlistWizardFrame step="daily-payment" description={t('payment.description')}>
      {() => (
        <TilesQuery query={options}>
          {(data) => (
            <FilterTiles
              label={t('payment.tilesLabel')}
              tiles={data.items.map((option) => ({
                ...option,
                ...texts.tile('paymentOptions', option),
                payment: paymentOptionText({
                  ...option,
                  customMessage: option.customMessage
                    ? texts.text('paymentOptions', option.code, 'customMessage', option.customMessage)
                    : null,
                }),
              }))}
              selected={selections.PaymentOptions ?? []}
              onChange={(PaymentOptions) => update({ PaymentOptions })}
            />
          )}
        </TilesQuery>
      )}
    </WaitlistWizardFrame>
  );
}
