import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LONG_TEXT_MAX, optionalText } from '@kinderly/shared';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useSaveAdditionalEmergencyInfo } from '../api/save-additional-emergency-info.ts';
import { useSaveAdditionalInfo } from '../api/save-additional-info.ts';
import { FormTextField } from '../components/form-fields.tsx';
import { StepForm } from '../components/step-form.tsx';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import type { ChildStepProps } from './step-props.ts';

// The same rule as the server's query schemas (AdditionalInfoQuerySchema...), without the childId from the URL.
const TextSchema = z.object({ text: optionalText(LONG_TEXT_MAX) });
type Values = z.infer<typeof TextSchema>;

type FreeTextProps = ChildStepProps & {
  initial: string;
  save: (text: string) => Promise<{ childId: string }>;
  label: string;
  hint: string;
};

function FreeTextStep({ initial, save, label, hint, ...callbacks }: FreeTextProps) {
  const form = useForm<Values>({ resolver: zodFormResolver(TextSchema), defaultValues: { text: initial } });
  const { onSubmit, formErrors } = useStepSubmit(form, ({ text }) => save(text), callbacks);
  return (
    <StepForm form={form} formId={callbacks.formId} onSubmit={onSubmit} formErrors={formErrors}>
      <FormTextField name="text" label={label} hint={hint} multiline minRows={5} />
    </StepForm>
  );
}

/** Step 13: anything else the provider must know in an emergency. */
export function AdditionalEmergencyInfoStep(props: ChildStepProps) {
  const { t } = useTranslation('child-enrolment');
  const save = useSaveAdditionalEmergencyInfo();
  return (
    <FreeTextStep
      {...props}
      initial={props.record.child.additionalEmergencyInfo}
      save={(additionalEmergencyInfo) => save.mutateAsync({ childId: props.childId, additionalEmergencyInfo })}
      label={t('additional.emergencyLabel')}
      hint={t('additional.emergencyHint')}
    />
  );
}

/** Step 14: routines, likes, fears, culture: what helps the child settle in. */
export function AdditionalInfoStep(props: ChildStepProps) {
  const { t } = useTranslation('child-enrolment');
  const save = useSaveAdditionalInfo();
  return (
    <FreeTextStep
      {...props}
      initial={props.record.additionalInfo}
      save={(additionalInfo) => save.mutateAsync({ childId: props.childId, additionalInfo })}
      label={t('additional.infoLabel')}
      hint={t('additional.infoHint')}
    />
  );
}
