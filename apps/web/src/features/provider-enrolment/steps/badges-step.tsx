import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Box, Checkbox, Chip, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BADGE_NAMES,
  SaveBadgesFormSchema,
  type BadgeName,
  type BadgesData,
  type SaveBadgesForm,
} from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useBadges } from '../api/get-badges.ts';
import { useSaveBadges } from '../api/save-badges.ts';
import { FileUploadField } from '../components/file-upload-field.tsx';
import { badgeFormValues, PROFILE_TEXT_FIELDS, toBadgesRequest, type BadgeValues } from '../lib/badge-values.ts';
import { fieldProps, translateProviderMessage } from '../lib/field-messages.ts';
import type { StepFormProps } from './step-form-props.ts';
import { StepData } from './step-data.tsx';
import { useStepSubmit } from './use-step-submit.ts';

const FIELDS = [...BADGE_NAMES, ...PROFILE_TEXT_FIELDS, 'comments', 'parentCosign'] as const;
const MULTILINE = new Set(['volunteerHistories']);

/** Step badges: the qualifications held, each with its certificate, and the profile details parents see. */
export function BadgesStep(props: StepFormProps) {
  const query = useBadges();
  return <StepData query={query}>{(data) => <BadgesForm {...props} saved={data} />}</StepData>;
}

function BadgesForm({ formId, saved, ...callbacks }: StepFormProps & { saved: BadgesData | null }) {
  const { t } = useTranslation('provider-enrolment');
  const { t: commonT } = useTranslation();
  const save = useSaveBadges();
  const [files, setFiles] = useState<Partial<Record<BadgeName, File>>>({});
  const form = useForm<BadgeValues, unknown, SaveBadgesForm>({
    resolver: zodFormResolver(SaveBadgesFormSchema, toBadgesRequest),
    defaultValues: badgeFormValues(saved),
  });
  const { errors } = form.formState;
  const { onSubmit, formErrors } = useStepSubmit(
    form,
    FIELDS,
    async (fields) => {
      const result = await save.mutateAsync({ fields, files, exists: saved !== null });
      setFiles({});
      return result;
    },
    callbacks,
  );
  const values = useWatch({ control: form.control });
  const stored = (name: BadgeName) => saved?.badges.find((badge) => badge.name === name);

  return (
    <Stack component="form" id={formId} noValidate spacing={4} onSubmit={onSubmit}>
      <FormAlert messages={formErrors} />
      <Stack spacing={2}>
        {BADGE_NAMES.map((name) => {
          const label = t(`badges.names.${name}`);
          const badge = stored(name);
          return (
            <Box key={name} role="group" aria-label={label} sx={{ pb: 2, borderBottom: 1, borderColor: 'divider' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <FormControlLabel
                  control={<Checkbox {...form.register(name)} checked={values[name]} />}
                  label={t('badges.hold', { name: label })}
                  sx={{ flex: 1 }}
                />
                {badge?.has && badge.activate && (
                  <Chip size="small" color="success" icon={<VerifiedIcon />} label={t('badges.verified')} />
                )}
                {badge?.has && badge.file && badge.activate === false && (
                  <Chip size="small" variant="outlined" label={t('badges.pending')} />
                )}
              </Stack>
              {values[name] && (
                <Box sx={{ pl: { sm: 4 }, mt: 1 }}>
                  <FileUploadField
                    label={t('badges.file', { name: label })}
                    kind="badge"
                    value={files[name] ?? null}
                    stored={badge?.file ?? null}
                    onChange={(file) => setFiles((current) => ({ ...current, [name]: file ?? undefined }))}
                    error={translateProviderMessage(t, commonT, errors[name]?.message)}
                  />
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>

      <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('badges.profileTitle')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {PROFILE_TEXT_FIELDS.map((name) => (
            <TextField
              key={name}
              label={t(`badges.profile.${name}`)}
              multiline={MULTILINE.has(name)}
              minRows={MULTILINE.has(name) ? 3 : undefined}
              sx={MULTILINE.has(name) ? { gridColumn: '1 / -1' } : undefined}
              {...form.register(name)}
              {...fieldProps(t, commonT, errors[name])}
            />
          ))}
        </Box>
        {(['comments', 'parentCosign'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label={t(`badges.profile.${name}`)}
              />
            )}
          />
        ))}
      </Stack>
    </Stack>
  );
}
