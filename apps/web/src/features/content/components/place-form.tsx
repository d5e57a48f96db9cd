import SearchIcon from '@mui/icons-material/Search';
import { Box, Button } from '@mui/material';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLinks } from '../../../components/ui/page-links.tsx';

/** The provider search; the place typed travels as `place` and is looked up there. */
export const SEARCH_PATH = '/app/booking';

/** The search address for what was typed: `/app/booking?place=Toronto`, or the search around the saved location. */
export function searchPathFor(place: string): string {
  const text = place.trim();
  return text ? `${SEARCH_PATH}?${new URLSearchParams({ place: text })}` : SEARCH_PATH;
}

/**
 * "Where do you need childcare?" on the landing page: a plain GET form, so it works before the page is hydrated
 * (and without JavaScript); once hydrated it navigates the same way. No suggestions and no API client here: the
 * first load of / has a size budget, and the search page looks the place up.
 */
export function PlaceForm() {
  const { t } = useTranslation();
  const { navigate } = usePageLinks();
  const inputId = useId();

  // Read from the field itself: a person may have typed before the page was hydrated.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const place = new FormData(event.currentTarget).get('place');
    navigate(searchPathFor(typeof place === 'string' ? place : ''));
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('home.hero.search.name')}
      action={SEARCH_PATH}
      method="get"
      onSubmit={onSubmit}
      sx={{ textAlign: 'left', width: '100%', maxWidth: 640, mx: 'auto' }}
    >
      <Box component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
        {t('home.hero.search.label')}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box
          component="input"
          id={inputId}
          name="place"
          type="search"
          autoComplete="address-level2"
          placeholder={t('home.hero.search.placeholder')}
          sx={(theme) => ({
            flexGrow: 1,
            minWidth: 0,
            minHeight: 48,
            px: 2,
            font: 'inherit',
            fontSize: '1rem',
            color: 'text.primary',
            bgcolor: 'background.paper',
            // 3:1 against the page at least (WCAG 1.4.11), unlike the lighter outline of MUI's fields.
            border: `1px solid ${theme.palette.grey[600]}`,
            borderRadius: 1,
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
            '&:hover': { borderColor: 'text.primary' },
            '&:focus-visible': { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
          })}
        />
        <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} sx={{ minHeight: 48 }}>
          {t('home.hero.search.submit')}
        </Button>
      </Box>
    </Box>
  );
}
