import { Box, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  STANDARD_POLICIES,
  SavePoliciesRequestSchema,
  type PoliciesAndProcedures,
  type SavePoliciesRequest,
} from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { usePolicies } from '../api/get-policies.ts';
import { useSavePolicies } from '../api/save-policies.ts';
import { useUpdatePolicyFiles } from '../api/update-policy-files.ts';
import { PolicyFilesField } from '../components/policy-files-field.tsx';
import { fieldProps, translateProviderMessage } from '../lib/field-messages.ts';
import type { StepFormProps } from './step-form-props.ts';
import { StepData } from './step-data.tsx';
import { useStepSubmit } from './use-step-submit.ts';

const FIELDS = [
  'policies',
  ...STANDARD_POLICIES.flatMap((_, index) => [`policies.${index}.text`, `policies.${index}.checked`] as const),
] as const;

/** Every standard policy, in id order, so the server's `Policies[2]` is the third row. */
function policyValues(saved: PoliciesAndProcedures | null): SavePoliciesRequest {
  return {
    policies: STANDARD_POLICIES.map(({ id }) => {
      const policy = saved?.policies.find((item) => item.id === id);
      return { id, text: policy?.text ?? '', checked: policy?.checked ?? false };
    }),
  };
}

/** Step policies-and-procedures: the policies parents agree to (ticked, with their text) and their documents. */
export function PoliciesStep(props: StepFormProps) {
  const query = usePolicies();
  return <StepData query={query}>{(data) => <PoliciesForm {...props} saved={data} />}</StepData>;
}

function PoliciesForm({ formId, saved, ...callbacks }: StepFormProps & { saved: PoliciesAndProcedures | null }) {
  const { t } = useTranslation('provider-enrolment');
  const { t: commonT } = useTranslation();
  const savePolicies = useSavePolicies();
  const saveFiles = useUpdatePolicyFiles();
  const [files, setFiles] = useState<{ removed: string[]; added: File[] }>({ removed: [], added: [] });
  const [filesError, setFilesError] = useState<string>();
  const form = useForm<SavePoliciesRequest>({
    resolver: zodFormResolver(SavePoliciesRequestSchema),
    defaultValues: policyValues(saved),
  });
  const { errors } = form.formState;
  const { onSubmit, formErrors } = useStepSubmit(
    form,
    FIELDS,
    async (body) => {
      setFilesError(undefined);
      const result = await savePolicies.mutateAsync({ body, exists: saved !== null });
      if (files.added.length === 0 && files.removed.length === 0) return result;
      try {
        const withFiles = await saveFiles.mutateAsync({ files: files.added, removeFileIds: files.removed });
        setFiles({ removed: [], added: [] });
        return withFiles;
      } catch (error) {
        // The policies are saved; the documents' message shows under the documents.
        if (isApiError(error) && error.fieldErrors) {
          setFilesError(
            Object.values(error.fieldErrors)
              .flat()
              .map((message) => translateProviderMessage(t, commonT, message) ?? message)
              .join(' '),
          );
          throw new Error('files', { cause: error });
        }
        throw error;
      }
    },
    callbacks,
  );
  const policies = useWatch({ control: form.control, name: 'policies' });
  const listError = errors.policies?.root?.message ?? errors.policies?.message;

  return (
    <Stack component="form" id={formId} noValidate spacing={3} onSubmit={onSubmit}>
      {filesError ? null : <FormAlert messages={formErrors} />}
      {listError && <FormAlert messages={[translateProviderMessage(t, commonT, listError) ?? listError]} />}
      {STANDARD_POLICIES.map((policy, index) => {
        const name = t(`policies.names.${policy.key}`);
        const checked = policies[index]?.checked ?? false;
        return (
          <Box key={policy.id} role="group" aria-label={name} sx={{ pb: 2, borderBottom: 1, borderColor: 'divider' }}>
            <FormControlLabel
              control={<Checkbox {...form.register(`policies.${index}.checked`)} checked={checked} />}
              label={t('policies.applies', { name })}
            />
            {checked && (
              <TextField
                label={t('policies.text', { name })}
                required
                multiline
                minRows={3}
                fullWidth
                sx={{ mt: 1 }}
                {...form.register(`policies.${index}.text`)}
                {...fieldProps(t, commonT, errors.policies?.[index]?.text, t(`policies.hints.${policy.key}`))}
              />
            )}
          </Box>
        );
      })}
      <PolicyFilesField
        stored={saved?.files ?? []}
        removed={files.removed}
        added={files.added}
        onChange={setFiles}
        error={filesError}
      />
    </Stack>
  );
}
