import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/i18n.ts';
import { formatLongDate, machineDate } from '../lib/format-date.ts';

type PostMetaProps = { author: string; publishedAt: string; readingMinutes: number; language: Language };

/** "By Author · March 4, 2026 · 5 min read"; on a narrow screen a line ends with its dot rather than starting with one. */
export function PostMeta({ author, publishedAt, readingMinutes, language }: PostMetaProps) {
  const { t } = useTranslation('content');
  return (
    <Typography
      component="div"
      variant="body2"
      color="text.secondary"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 1,
        rowGap: 0.25,
        // The dot is decoration: its alternative text after the slash is empty.
        '& > :not(:last-child)::after': { content: '"·" / ""', ml: 1 },
      }}
    >
      <span>{t('content.blog.by', { author })}</span>
      <time dateTime={machineDate(publishedAt)}>{formatLongDate(publishedAt, language)}</time>
      <span>{t('content.blog.readingTime', { minutes: readingMinutes })}</span>
    </Typography>
  );
}
