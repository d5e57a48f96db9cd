import { Box, Button, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import {
  POLICY_IDS,
  UpdatePolicyRequestSchema,
  type AdminPolicyVersion,
  type ContentLanguage,
  type Policy,
  type PolicyId,
  type UpdatePolicyRequest,
} from '@kinderly/shared';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBlocker, useSearchParams } from 'react-router';
import { isDialogDismissed, useDialog } from '../../../components/ui/dialog/index.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useEditablePolicy } from '../api/get-editable-policy.ts';
import { usePolicyVersions } from '../api/get-policy-versions.ts';
import { useUpdatePolicy } from '../api/update-policy.ts';
import { PolicyVersions } from '../components/policy-versions.tsx';
import { RichTextEditor } from '../components/rich-text-editor.tsx';

type Kind = 'privacy' | 'terms';
const POLICY_OF: Record<Kind, PolicyId> = { privacy: POLICY_IDS.privacyPolicy, terms: POLICY_IDS.termsOfUse };
const LANGUAGES = ['en', 'fr'] as const satisfies readonly ContentLanguage[];
type PolicyForm = { title: string; html: string };

/** "Last updated on … by …", from the policy's own row (either language); the shipped text names nobody. */
function LastUpdated({ policyId, language }: { policyId: PolicyId; language: ContentLanguage }) {
  const { t, i18n } = useTranslation('admin');
  // The versions list's first page (the same query): it carries the policy's last change.
  const versions = usePolicyVersions({ id: policyId, language, page: 1 });
  if (!versions.data) return null;
  const { updatedAt, updatedBy } = versions.data.policy;
  const date = new Date(updatedAt).toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <Typography color="text.secondary">
      {updatedBy
        ? t('policyEditor.lastUpdatedBy', { date, name: updatedBy.name })
        : t('policyEditor.lastUpdated', { date })}
    </Typography>
  );
}

/** Asks before the page is left, or the other language opened, with changes not saved. */
function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation('admin');
  const dialog = useDialog();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    dialog
      .confirm({
        title: t('policyEditor.unsaved.title'),
        message: t('policyEditor.unsaved.message'),
        confirmText: t('policyEditor.unsaved.leave'),
        cancelText: t('policyEditor.unsaved.stay'),
        destructive: true,
      })
      .then(
        () => blocker.proceed(),
        (error: unknown) => {
          blocker.reset();
          if (!isDialogDismissed(error)) throw error;
        },
      );
  }, [blocker, dialog, t]);
  useEffect(() => {
    if (!dirty) return;
    // A reload or a closed tab: the browser asks with its own words.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

function PolicyEditorForm({ policy, language }: { policy: Policy; language: ContentLanguage }) {
  const { t } = useTranslation('admin');
  const { enqueueSnackbar } = useSnackbar();
  const id = policy.id as PolicyId;
  const mutation = useUpdatePolicy();
  const form = useForm<PolicyForm, unknown, UpdatePolicyRequest>({
    defaultValues: { title: policy.title, html: policy.html },
    resolver: zodFormResolver(UpdatePolicyRequestSchema, (values: PolicyForm) => ({ id, language, ...values })),
  });
  const { formErrors, handleServerError, clearFormErrors } = useServerErrors(form.setError, ['title', 'html']);
  useUnsavedChangesGuard(form.formState.isDirty && !mutation.isPending);

  const save = form.handleSubmit(async (values) => {
    clearFormErrors();
    try {
      const saved = await mutation.mutateAsync(values);
      // What the server kept (sanitised) is the text from now on.
      form.reset({ title: saved.title, html: saved.html });
      enqueueSnackbar(t('policyEditor.saved'), { variant: 'success' });
    } catch (error) {
      handleServerError(error);
    }
  });
  const restore = (version: AdminPolicyVersion) => {
    form.setValue('title', version.title, { shouldDirty: true });
    form.setValue('html', version.html, { shouldDirty: true });
    enqueueSnackbar(t('policyEditor.versions.restored'), { variant: 'info' });
  };

  return (
    <Stack spacing={4}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void save(event)}>
        <FormAlert messages={formErrors} />
        <TextField
          {...form.register('title')}
          label={t('policyEditor.titleField')}
          required
          error={Boolean(form.formState.errors.title)}
          helperText={form.formState.errors.title?.message}
          slotProps={{ htmlInput: { lang: language } }}
        />
        <Controller
          control={form.control}
          name="html"
          render={({ field, fieldState }) => (
            <Box lang={language}>
              <RichTextEditor
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                focusRef={field.ref}
                label={t('policyEditor.textField')}
                error={fieldState.error?.message}
              />
            </Box>
          )}
        />
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            {t('policyEditor.save')}
          </Button>
          {form.formState.isDirty && <Typography color="text.secondary">{t('policyEditor.unsavedNote')}</Typography>}
        </Stack>
      </Stack>
      <PolicyVersions policyId={id} language={language} onRestore={restore} />
    </Stack>
  );
}

/** /admin/edit-privacy-policy and /admin/edit-terms-of-use (SPEC section 2; issue 18): one language at a time. */
export function PolicyEditorPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const language: ContentLanguage = params.get('language') === 'fr' ? 'fr' : 'en';
  const policyId = POLICY_OF[kind];
  const policy = useEditablePolicy(policyId, language);
  return (
    <>
      <PageHeader title={t(`policyEditor.title.${kind}`)} intro={t('policyEditor.intro')} />
      <Stack spacing={3}>
        <LastUpdated policyId={policyId} language={language} />
        <Tabs
          value={language}
          onChange={(_, next: ContentLanguage) => setParams(next === 'en' ? {} : { language: next })}
          aria-label={t('policyEditor.languages')}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            // primary.main on the page's #fafafa is 4.4:1, under AA.
            '& .MuiTab-root.Mui-selected': { color: 'primary.dark' },
            '& .MuiTabs-indicator': { bgcolor: 'primary.dark' },
          }}
        >
          {LANGUAGES.map((code) => (
            <Tab
              key={code}
              value={code}
              label={t(`policyEditor.language.${code}`)}
              id={`policy-tab-${code}`}
              aria-controls="policy-tab-panel"
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="policy-tab-panel" aria-labelledby={`policy-tab-${language}`}>
          {policy.isPending ? (
            <LoadingState />
          ) : policy.isError ? (
            <LoadError onRetry={() => void policy.refetch()} />
          ) : (
            <PolicyEditorForm key={language} policy={policy.data} language={language} />
          )}
        </Box>
      </Stack>
    </>
  );
}

export function EditPrivacyPolicyPage() {
  return <PolicyEditorPage kind="privacy" />;
}

export function EditTermsOfUsePage() {
  return <PolicyEditorPage kind="terms" />;
}
