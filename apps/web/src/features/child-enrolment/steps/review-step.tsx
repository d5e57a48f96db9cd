import { Alert, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChildEnrolmentErrorCode, StepsMissingErrorSchema, type EnrollmentProgress } from '@kinderly/shared';
import { isApiError } from '../../../lib/api/index.ts';
import { useCompleteEnrollment } from '../api/complete-enrollment.ts';
import { ChildRecordView } from '../components/child-record-view.tsx';
import { enrolPath, WIZARD_SLUGS, type WizardSlug } from '../lib/enrolment-steps.ts';
import type { ChildStepProps } from './step-props.ts';

/** The final review: the whole record with Edit links; confirming it completes the enrolment (step 15). */
export function ReviewStep({
  childId,
  record,
  reference,
  progress,
  formId,
  onSaved,
  setBusy,
}: ChildStepProps & { progress: EnrollmentProgress | null }) {
  const { t } = useTranslation('child-enrolment');
  const complete = useCompleteEnrollment();
  const [missing, setMissing] = useState<WizardSlug[]>([]);
  const [failed, setFailed] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMissing([]);
    setFailed(false);
    setBusy(true);
    try {
      await complete.mutateAsync({ childId });
      await onSaved(childId);
    } catch (error) {
      const body = isApiError(error) && error.code === ChildEnrolmentErrorCode.StepsMissing ? error.body : null;
      const parsed = StepsMissingErrorSchema.safeParse(body);
      if (parsed.success) setMissing(parsed.data.missingSteps.map((step) => WIZARD_SLUGS[step - 1] ?? 'child-info'));
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" id={formId} noValidate onSubmit={(event) => void onSubmit(event)} spacing={2}>
      <Typography>{t('review.intro', { name: record.child.prefferedName || record.child.firstName })}</Typography>
      {missing.length > 0 && (
        <Alert severity="error">
          {t('review.missing')}
          <ul>
            {missing.map((slug) => (
              <li key={slug}>{t(`steps.${slug}`)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {failed && <Alert severity="error">{t('review.failed')}</Alert>}
      <ChildRecordView
        record={record}
        reference={reference}
        progress={progress}
        editHref={(slug) => enrolPath(slug, childId)}
      />
      <Typography color="text.secondary">{t('review.confirmHint')}</Typography>
    </Stack>
  );
}
