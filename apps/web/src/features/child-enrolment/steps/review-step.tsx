import { Alert, Link, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  ChildEnrolmentErrorCode,
  missingRequiredSteps,
  StepsMissingErrorSchema,
  type EnrollmentProgress,
} from '@kinderly/shared';
import { isApiError } from '../../../lib/api/index.ts';
import { useCompleteEnrollment } from '../api/complete-enrollment.ts';
import { ChildRecordView } from '../components/child-record-view.tsx';
import { enrolPath, WIZARD_SLUGS, type WizardSlug } from '../lib/enrolment-steps.ts';
import type { ChildStepProps } from './step-props.ts';

const slugsOf = (steps: number[]) => steps.map((step) => WIZARD_SLUGS[step - 1] ?? 'child-info');

/** Links to the steps a list names, so the parent goes straight to each. */
function StepLinks({ slugs, childId }: { slugs: WizardSlug[]; childId: string }) {
  const { t } = useTranslation('child-enrolment');
  return (
    <ul>
      {slugs.map((slug) => (
        <li key={slug}>
          <Link component={RouterLink} to={enrolPath(slug, childId)}>
            {t(`steps.${slug}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The final review: the whole record with Edit links; confirming it completes the enrolment (step 15). The
 * steps required before booking (ADR 017) that are not saved are listed first: the server refuses without them.
 */
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
  const name = record.child.prefferedName || record.child.firstName;
  const required = progress ? slugsOf(missingRequiredSteps(progress.savedSteps)) : [];

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
      if (parsed.success) setMissing(slugsOf(parsed.data.missingSteps));
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" id={formId} noValidate onSubmit={(event) => void onSubmit(event)} spacing={2}>
      <Typography>{t('review.intro', { name })}</Typography>
      {required.length > 0 && missing.length === 0 && (
        <Alert severity="warning">
          {t('review.requiredMissing', { name })}
          <StepLinks slugs={required} childId={childId} />
        </Alert>
      )}
      {missing.length > 0 && (
        <Alert severity="error">
          {t('review.missing', { name })}
          <StepLinks slugs={missing} childId={childId} />
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
