import { useTranslation } from 'react-i18next';
import { WaitlistWizardFrame } from '../components/waitlist-wizard-frame.tsx';
import { WeekGrid } from '../components/week-grid.tsx';
import { useWaitlistWizard } from '../lib/use-waitlist-wizard.ts';

/** Step 4: the preferred days and times of day, on the week grid. */
export function BigCalendarStep() {
  const { t } = useTranslation('waitlist');
  const { selections, update } = useWaitlistWizard();
  return (
    <WaitlistWizardFrame step="big-calendar" description={t('calendar.description')}>
      {() => (
        <WeekGrid
          value={selections.ScheduleAvailability ?? []}
          onChange={(ScheduleAvailability) => update({ ScheduleAvailability })}
        />
      )}
    </WaitlistWizardFrame>
  );
}
