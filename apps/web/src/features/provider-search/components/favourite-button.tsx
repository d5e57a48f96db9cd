import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isHandledApiError } from '../../../lib/api/index.ts';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useToggleFavourite } from '../api/toggle-favourite.ts';

type FavouriteButtonProps = {
  providerId: string;
  name: string;
  favourite: boolean;
  /** Told the server's new state, for a page that keeps the provider outside the search's lists (the profile). */
  onToggled?: (favourite: boolean) => void;
};

/** The heart: marks a provider as a favourite of the family, or unmarks it (optimistic, undone on failure). */
export function FavouriteButton({ providerId, name, favourite, onToggled }: FavouriteButtonProps) {
  const { t } = useTranslation('provider-search');
  const { enqueueSnackbar } = useSnackbar();
  const toggle = useToggleFavourite({
    onError: (error) => {
      if (!isHandledApiError(error)) enqueueSnackbar(t('favourite.failed', { name }), { variant: 'error' });
    },
  });
  const label = favourite ? t('favourite.remove', { name }) : t('favourite.add', { name });

  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={favourite}
        // One toggle at a time, since the server flips the state on each call; the button keeps its focus meanwhile.
        onClick={() => {
          if (!toggle.isPending)
            toggle.mutate({ providerId, favourite }, { onSuccess: (answer) => onToggled?.(answer.favourite) });
        }}
        sx={{ color: favourite ? 'error.main' : 'text.secondary' }}
      >
        {favourite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
