import { useTranslation } from 'react-i18next';
import { useChildcareTypes } from '../api/get-waitlist-lists.ts';
import { FilterTiles } from '../components/filter-tiles.tsx';
import { TilesQuery } from '../components/tiles-query.tsx';
import { WaitlistWizardFrame } from '../components/waitlist-wizard-frame.tsx';
import { useTileText } from '../lib/use-tile-text.ts';
import { useWaitlistWizard } from '../lib/use-waitlist-wizard.ts';

/** Step 2: the kinds of care the family needs (section 9's care types). */
export function ChildcareTypeStep() {
  const { t } = useTranslation('waitlist');
  const { selections, update } = useWaitlistWizard();
  const types = useChildcareTypes();
  const texts = useTileText();
  return (
    <WaitlistWizardFrame step="childcare-type" description={t('childcareType.description')}>
      {() => (
        <TilesQuery query={types}>
          {(data) => (
            <FilterTiles
              label={t('childcareType.tilesLabel')}
              tiles={data.items.map((type) => ({ ...type, ...texts.tile('childcareTypes', type) }))}
              selected={selections.ChildcareTypes ?? []}
              onChange={(ChildcareTypes) => update({ ChildcareTypes })}
            />
          )}
        </TilesQuery>
      )}
    </WaitlistWizardFrame>
  );
}
