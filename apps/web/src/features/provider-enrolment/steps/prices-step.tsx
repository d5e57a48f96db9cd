import { Box, Checkbox, FormControlLabel, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, set, useForm, type FieldErrors, type Resolver, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CARE_TYPES, PRICE_UNITS, PricesSchema, type Prices } from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ApiError, isApiError } from '../../../lib/api/index.ts';
import { toFormFieldName } from '../../../lib/forms/field-errors.ts';
import { usePrices } from '../api/get-prices.ts';
import { useSavePrices } from '../api/save-prices.ts';
import { fieldProps, translateProviderMessage } from '../lib/field-messages.ts';
import { priceFormValues, toPricesRequest, toRowPath, type PriceValues } from '../lib/price-rows.ts';
import type { StepFormProps } from './step-form-props.ts';
import { StepData } from './step-data.tsx';
import { useStepSubmit } from './use-step-submit.ts';

const FIELDS = ['rows', ...CARE_TYPES.flatMap((_, index) => [`rows.${index}.dollars`, `rows.${index}.unit`] as const)];

/** Checks the request with the shared schema and puts each message on the form row it is about. */
const pricesResolver: Resolver<PriceValues, unknown, Prices> = (values) => {
  const { request, rowOf } = toPricesRequest(values);
  const parsed = PricesSchema.safeParse(request);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<PriceValues> = {};
  for (const issue of parsed.error.issues) {
    const path = toRowPath(issue.path.join('.'), rowOf);
    set(errors, path === 'rows' ? 'rows.root' : path, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};

/** Step prices: a daily or hourly price for each type of care offered (ids 21-28), typed in dollars. */
export function PricesStep(props: StepFormProps) {
  const query = usePrices();
  return <StepData query={query}>{(data) => <PricesForm {...props} saved={data} />}</StepData>;
}

function PricesForm({ formId, saved, ...callbacks }: StepFormProps & { saved: Prices | null }) {
  const { t } = useTranslation('provider-enrolment');
  const { t: commonT } = useTranslation();
  const save = useSavePrices();
  const form = useForm<PriceValues, unknown, Prices>({
    resolver: pricesResolver,
    defaultValues: priceFormValues(saved),
  });
  const { errors } = form.formState;
  const { onSubmit, formErrors } = useStepSubmit(
    form,
    FIELDS as never,
    async (body) => {
      try {
        return await save.mutateAsync({ body, exists: saved !== null });
      } catch (error) {
        // The server names prices by their place in the request; the form shows them on their row.
        if (!isApiError(error) || !error.fieldErrors) throw error;
        const { rowOf } = toPricesRequest(form.getValues());
        throw new ApiError({
          kind: error.kind,
          status: error.status,
          code: error.code,
          message: error.message,
          body: error.body,
          fieldErrors: Object.fromEntries(
            Object.entries(error.fieldErrors).map(([key, messages]) => [
              toRowPath(toFormFieldName(key), rowOf),
              messages,
            ]),
          ),
        });
      }
    },
    callbacks,
  );
  const rows = useWatch({ control: form.control, name: 'rows' });
  const listError = errors.rows?.root?.message;

  return (
    <Stack component="form" id={formId} noValidate spacing={2} onSubmit={onSubmit}>
      <FormAlert messages={formErrors} />
      {listError && <FormAlert messages={[translateProviderMessage(t, commonT, listError) ?? listError]} />}
      {CARE_TYPES.map((careType, index) => {
        const name = t(`prices.careTypes.${careType.key}`);
        const offered = rows[index]?.offered ?? false;
        return (
          <Box
            key={careType.id}
            role="group"
            aria-label={name}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: '14rem 1fr 1fr' },
              gap: 1.5,
              alignItems: 'start',
              pb: 2,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <FormControlLabel
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, mt: { sm: 1 } }}
              control={<Checkbox {...form.register(`rows.${index}.offered`)} checked={offered} />}
              label={name}
            />
            {offered && (
              <>
                <TextField
                  label={t('prices.amount')}
                  required
                  slotProps={{
                    htmlInput: { inputMode: 'decimal' },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                  {...form.register(`rows.${index}.dollars`)}
                  {...fieldProps(t, commonT, errors.rows?.[index]?.dollars)}
                />
                <Controller
                  control={form.control}
                  name={`rows.${index}.unit`}
                  render={({ field, fieldState }) => (
                    <TextField
                      select
                      required
                      label={t('prices.unit')}
                      {...field}
                      {...fieldProps(t, commonT, fieldState.error)}
                    >
                      {PRICE_UNITS.map((unit) => (
                        <MenuItem key={unit} value={unit}>
                          {t(`prices.units.${unit}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
