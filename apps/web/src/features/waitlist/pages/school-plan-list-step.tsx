import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSchoolPlans } from '../api/get-waitlist-lists.ts';
import { FilterTiles } from '../components/filter-tiles.tsx';
import { TilesQuery } from '../components/tiles-query.tsx';
import { WaitlistWizardFrame } from '../components/waitlist-wizard-frame.tsx';
import { useTileText } from '../lib/use-tile-text.ts';
import { useWaitlistWizard } from '../lib/use-waitlist-wizard.ts';
import { schoolPlanPath } from '../lib/wizard-paths.ts';

/** Step 3: the preferred curriculum; each tile's info button opens the plan's page. */
export function SchoolPlanListStep() {
  const { t } = useTranslation('waitlist');
  const navigate = useNavigate();
  const { selections, update, childId, ticketId } = useWaitlistWizard();
  const plans = useSchoolPlans();
  const texts = useTileText();
  return (
    <WaitlistWizardFrame step="school-plan-list" description={t('schoolPlans.description')}>
      {() => (
        <TilesQuery query={plans}>
          {(data) => (
            <FilterTiles
              label={t('schoolPlans.tilesLabel')}
              tiles={data.items.map((plan) => ({ ...plan, ...texts.tile('schoolPlans', plan) }))}
              selected={selections.SchoolPlans ?? []}
              onChange={(SchoolPlans) => update({ SchoolPlans })}
              onInfo={(tile) => void navigate(schoolPlanPath(childId, tile.id, ticketId))}
            />
          )}
        </TilesQuery>
      )}
    </WaitlistWizardFrame>
  );
}
