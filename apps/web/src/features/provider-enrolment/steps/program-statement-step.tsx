import { MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PROGRAM_STATEMENT_MAX_LENGTH,
  PROVIDER_TYPES,
  ProgramStatementSchema,
  ProviderType,
  type ProgramStatement,
} from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useProgramStatement } from '../api/get-program-statement.ts';
import { useSaveProgramStatement } from '../api/save-program-statement.ts';
import { fieldProps } from '../lib/field-messages.ts';
import type { StepFormProps } from './step-form-props.ts';
import { StepData } from './step-data.tsx';
import { useStepSubmit } from './use-step-submit.ts';

const FIELDS = ['providerType', 'businessName', 'licenceNumber', 'programStatement'] as const;

type Values = { providerType: number | ''; businessName: string; licenceNumber: string; programStatement: string };

const toRequest = (values: Values) => ({
  ...values,
  providerType: values.providerType === '' ? undefined : values.providerType,
  licenceNumber: values.licenceNumber.trim() === '' ? null : values.licenceNumber,
});

/** Step program-statement: the kind of provider, the business name parents search, and the program itself. */
export function ProgramStatementStep(props: StepFormProps) {
  const query = useProgramStatement();
  return <StepData query={query}>{(data) => <ProgramStatementForm {...props} saved={data} />}</StepData>;
}

function ProgramStatementForm({ formId, saved, ...callbacks }: StepFormProps & { saved: ProgramStatement | null }) {
  const { t } = useTranslation('provider-enrolment');
  const { t: commonT } = useTranslation();
  const save = useSaveProgramStatement();
  const form = useForm<Values, unknown, ProgramStatement>({
    resolver: zodFormResolver(ProgramStatementSchema, toRequest),
    defaultValues: {
      providerType: saved?.providerType ?? '',
      businessName: saved?.businessName ?? '',
      licenceNumber: saved?.licenceNumber ?? '',
      programStatement: saved?.programStatement ?? '',
    },
  });
  const { errors } = form.formState;
  const { onSubmit, formErrors } = useStepSubmit(
    form,
    FIELDS,
    (body) => save.mutateAsync({ body, exists: saved !== null }),
    callbacks,
  );
  const providerType = useWatch({ control: form.control, name: 'providerType' });
  const length = useWatch({ control: form.control, name: 'programStatement' }).length;

  return (
    <Stack component="form" id={formId} noValidate spacing={3} onSubmit={onSubmit}>
      <FormAlert messages={formErrors} />
      <Controller
        control={form.control}
        name="providerType"
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label={t('program.providerType')}
            {...field}
            {...fieldProps(t, commonT, fieldState.error, t('program.providerTypeHint'))}
          >
            {PROVIDER_TYPES.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {t(`program.providerTypes.${type.key}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        label={t('program.businessName')}
        required
        {...form.register('businessName')}
        {...fieldProps(t, commonT, errors.businessName, t('program.businessNameHint'))}
      />
      {providerType === ProviderType.Licenced && (
        <TextField
          label={t('program.licenceNumber')}
          required
          {...form.register('licenceNumber')}
          {...fieldProps(t, commonT, errors.licenceNumber)}
        />
      )}
      <TextField
        label={t('program.statement')}
        required
        multiline
        minRows={6}
        slotProps={{ htmlInput: { maxLength: PROGRAM_STATEMENT_MAX_LENGTH } }}
        {...form.register('programStatement')}
        {...fieldProps(
          t,
          commonT,
          errors.programStatement,
          t('program.statementHint', { count: length, max: PROGRAM_STATEMENT_MAX_LENGTH }),
        )}
      />
    </Stack>
  );
}
