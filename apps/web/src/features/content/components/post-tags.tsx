import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The topics of a post, as a labelled list. */
export function PostTags({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation('content');
  if (tags.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t('content.blog.tags')}
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Chip label={tag.replace(/-/g, ' ')} size="small" variant="outlined" />
        </li>
      ))}
    </Stack>
  );
}
