import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import {
  ADMIN_POLICY_VERSIONS_PER_PAGE,
  type AdminPolicyVersion,
  type AdminPolicyVersionSummary,
  type ContentLanguage,
  type PolicyId,
} from '@kinderly/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { ServerHtml } from '../../../components/ui/server-html.tsx';
import { usePolicyVersion } from '../api/get-policy-version.ts';
import { usePolicyVersions } from '../api/get-policy-versions.ts';
import { AdminPagination } from './admin-pagination.tsx';

const useWhen = () => {
  const { i18n } = useTranslation('admin');
  return (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
};

function PreviewDialog({
  policyId,
  versionId,
  onClose,
  onRestore,
}: {
  policyId: PolicyId;
  versionId: string | null;
  onClose: () => void;
  onRestore: (version: AdminPolicyVersion) => void;
}) {
  const { t } = useTranslation('admin');
  const when = useWhen();
  const titleId = useId();
  const version = usePolicyVersion(policyId, versionId);
  return (
    <Dialog
      open={versionId !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle id={titleId}>
        {version.data
          ? t('policyEditor.versions.previewTitle', { when: when(version.data.savedAt) })
          : t('policyEditor.versions.preview')}
      </DialogTitle>
      <DialogContent dividers>
        {version.isPending ? (
          <LoadingState />
        ) : version.isError ? (
          <LoadError onRetry={() => void version.refetch()} />
        ) : (
          <Stack spacing={2}>
            <Typography variant="h6" component="p">
              {version.data.title}
            </Typography>
            <ServerHtml html={version.data.html} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('policyEditor.versions.close')}</Button>
        <Button variant="contained" disabled={!version.data} onClick={() => version.data && onRestore(version.data)}>
          {t('policyEditor.versions.restore')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function VersionRow({ version, onPreview }: { version: AdminPolicyVersionSummary; onPreview: () => void }) {
  const { t } = useTranslation('admin');
  const when = useWhen()(version.savedAt);
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText
        primary={when}
        secondary={
          version.savedBy
            ? t('policyEditor.versions.savedBy', { name: version.savedBy.name, title: version.title })
            : t('policyEditor.versions.savedByFormer', { title: version.title })
        }
        sx={{ minWidth: 200 }}
      />
      <Button
        size="small"
        variant="outlined"
        onClick={onPreview}
        aria-label={t('policyEditor.versions.previewOf', { when })}
      >
        {t('policyEditor.versions.preview')}
      </Button>
    </ListItem>
  );
}

/** The saved versions of one language of a policy, newest first, with the shipped text last; each can be restored. */
export function PolicyVersions({
  policyId,
  language,
  onRestore,
}: {
  policyId: PolicyId;
  language: ContentLanguage;
  onRestore: (version: AdminPolicyVersion) => void;
}) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const versions = usePolicyVersions({ id: policyId, language, page });
  const pages = versions.data ? Math.max(1, Math.ceil(versions.data.total / ADMIN_POLICY_VERSIONS_PER_PAGE)) : 1;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('policyEditor.versions.title')}
      </Typography>
      {versions.isPending ? (
        <LoadingState />
      ) : versions.isError ? (
        <LoadError onRetry={() => void versions.refetch()} />
      ) : (
        <>
          <Typography color="text.secondary">
            {t('policyEditor.versions.count', { count: versions.data.total })}
          </Typography>
          {versions.data.total === 0 && <Alert severity="info">{t('policyEditor.versions.none')}</Alert>}
          <Paper variant="outlined">
            <List disablePadding aria-labelledby={headingId}>
              {versions.data.items.map((version) => (
                <VersionRow key={version.id} version={version} onPreview={() => setPreviewing(version.id)} />
              ))}
              {page >= pages && (
                <ListItem>
                  <ListItemText
                    primary={t('policyEditor.versions.shipped')}
                    secondary={t('policyEditor.versions.shippedText')}
                  />
                </ListItem>
              )}
            </List>
          </Paper>
          <AdminPagination pages={pages} page={page} onChange={setPage} />
        </>
      )}
      <PreviewDialog
        policyId={policyId}
        versionId={previewing}
        onClose={() => setPreviewing(null)}
        onRestore={(version) => {
          setPreviewing(null);
          onRestore(version);
        }}
      />
    </Stack>
  );
}
