import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_OPTIONS, CancellationOptionsSchema, type CancellationOptions } from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useCancellationOptions } from '../api/get-cancellation-options.ts';
import { useSaveCancellationOptions } from '../api/save-cancellation-options.ts';
import { translateProviderMessage } from '../lib/field-messages.ts';
import type { StepFormProps } from './step-form-props.ts';
import { StepData } from './step-data.tsx';
import { useStepSubmit } from './use-step-submit.ts';

/** Step cancellation-policy: one of the flexible, moderate and strict terms, with what each refunds. */
export function CancellationStep(props: StepFormProps) {
  const query = useCancellationOptions();
  return <StepData query={query}>{(data) => <CancellationForm {...props} saved={data} />}</StepData>;
}

function CancellationForm({ formId, saved, ...callbacks }: StepFormProps & { saved: CancellationOptions | null }) {
  const { t } = useTranslation('provider-enrolment');
  const { t: commonT } = useTranslation();
  const save = useSaveCancellationOptions();
  const form = useForm<{ cancellationOption: string }, unknown, CancellationOptions>({
    resolver: zodFormResolver(CancellationOptionsSchema),
    defaultValues: { cancellationOption: saved?.cancellationOption ?? '' },
  });
  const { onSubmit, formErrors } = useStepSubmit(
    form,
    ['cancellationOption'],
    (body) => save.mutateAsync({ body, exists: saved !== null }),
    callbacks,
  );
  return (
    <Stack component="form" id={formId} noValidate spacing={3} onSubmit={onSubmit}>
      <FormAlert messages={formErrors} />
      <Controller
        control={form.control}
        name="cancellationOption"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required>
            <FormLabel id={`${formId}-cancellation`} sx={{ mb: 1 }}>
              {t('cancellation.question')}
            </FormLabel>
            <RadioGroup aria-labelledby={`${formId}-cancellation`} aria-required {...field} sx={{ gap: 2 }}>
              {CANCELLATION_OPTIONS.map((option) => (
                <FormControlLabel
                  key={option.key}
                  value={option.key}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75 } }}
                  label={
                    <>
                      <Typography>{t(`cancellation.options.${option.key}`)}</Typography>
                      {option.tiers.map((tier) => (
                        <Typography key={tier.minNoticeHours} variant="body2" color="text.secondary">
                          {t('cancellation.tier', {
                            percent: tier.refundPercent,
                            count: tier.minNoticeHours / 24,
                          })}
                        </Typography>
                      ))}
                      <Typography variant="body2" color="text.secondary">
                        {t('cancellation.otherwise')}
                      </Typography>
                    </>
                  }
                />
              ))}
            </RadioGroup>
            {fieldState.error && (
              <FormHelperText>{translateProviderMessage(t, commonT, fieldState.error.message)}</FormHelperText>
            )}
          </FormControl>
        )}
      />
    </Stack>
  );
}
