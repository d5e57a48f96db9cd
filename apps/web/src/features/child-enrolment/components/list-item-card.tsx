import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One entry of a repeatable list (a contact, a person): a numbered heading, its fields, and Remove. */
export function ListItemCard({
  title,
  onRemove,
  removeLabel,
  children,
}: {
  title: string;
  onRemove?: () => void;
  /** The accessible name of Remove, naming the entry ("Remove contact 2"); it starts with the visible "Remove". */
  removeLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('child-enrolment');
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0, minWidth: 0 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="legend" sx={{ fontWeight: 600, float: 'left', p: 0 }}>
            {title}
          </Typography>
          {onRemove && (
            <Button color="error" size="small" startIcon={<DeleteIcon />} onClick={onRemove} aria-label={removeLabel}>
              {t('common.remove')}
            </Button>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** "Add ..." under a repeatable list; disabled at the list's limit, with the limit said. */
export function AddItemButton({ label, onAdd, atLimit }: { label: string; onAdd: () => void; atLimit: boolean }) {
  const { t } = useTranslation('child-enrolment');
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button startIcon={<AddIcon />} variant="outlined" onClick={onAdd} disabled={atLimit}>
        {label}
      </Button>
      {atLimit && (
        <Typography variant="body2" color="text.secondary">
          {t('common.listFull')}
        </Typography>
      )}
    </Stack>
  );
}
