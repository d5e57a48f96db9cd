import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Container,
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLinks } from '../../../components/ui/page-links.tsx';

// Provider search lives in the signed-in area; the place typed here is carried along in the query.
const SEARCH_PATH = '/app/home';

export function HeroSearch() {
  const { t } = useTranslation();
  const { navigate } = usePageLinks();
  const [place, setPlace] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = place.trim();
    navigate(query ? `${SEARCH_PATH}?${new URLSearchParams({ location: query })}` : SEARCH_PATH);
  };

  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{ background: 'linear-gradient(180deg, #E8F1FB 0%, #FFFFFF 100%)', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="md">
        <Stack spacing={{ xs: 2, md: 3 }} sx={{ textAlign: { xs: 'left', sm: 'center' }, alignItems: 'stretch' }}>
          <Typography variant="overline" component="p" sx={{ color: 'primary.dark', fontWeight: 700 }}>
            {t('home.hero.eyebrow')}
          </Typography>
          <Typography id="home-hero-title" variant="h3" component="h1">
            {t('home.hero.title')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
            {t('home.hero.subtitle')}
          </Typography>
          <Paper
            component="form"
            role="search"
            aria-label={t('home.hero.searchForm')}
            onSubmit={handleSubmit}
            elevation={3}
            sx={{ p: { xs: 2, sm: 2.5 }, mt: { xs: 1, md: 2 }, textAlign: 'left' }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              {/* TextField's parts without TextField, which also brings Select, Menu and Modal into the first load. */}
              <FormControl fullWidth>
                <InputLabel htmlFor="home-search-location">{t('home.hero.searchLabel')}</InputLabel>
                <OutlinedInput
                  id="home-search-location"
                  name="location"
                  label={t('home.hero.searchLabel')}
                  value={place}
                  onChange={(event) => setPlace(event.target.value)}
                  autoComplete="address-level2"
                  aria-describedby="home-search-location-help"
                />
                <FormHelperText id="home-search-location-help">{t('home.hero.searchHelp')}</FormHelperText>
              </FormControl>
              <Button
                type="submit"
                variant="contained"
                size="large"
                startIcon={<SearchIcon />}
                sx={{ minHeight: 56, px: 4, flexShrink: 0 }}
              >
                {t('home.hero.searchButton')}
              </Button>
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
