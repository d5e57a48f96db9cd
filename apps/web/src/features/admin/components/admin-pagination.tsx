import { Pagination } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The administration's server-side paging, with its labels for screen readers in the reader's language. */
export function AdminPagination({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <Pagination
      count={pages}
      page={Math.min(page, pages)}
      siblingCount={0}
      onChange={(_, next) => onChange(next)}
      getItemAriaLabel={(type, item) => {
        if (type === 'page') return t('reports.pageLabel', { page: item });
        if (type === 'next') return t('reports.nextPage');
        if (type === 'previous') return t('reports.previousPage');
        if (type === 'first') return t('reports.firstPage');
        return t('reports.lastPage');
      }}
    />
  );
}
