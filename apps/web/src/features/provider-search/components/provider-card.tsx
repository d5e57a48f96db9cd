import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Box, Card, Chip, Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AGE_GROUPS, CARE_TYPES, PROVIDER_TYPES, type ProviderSummary } from '@kinderly/shared';
import { formatDistance, formatPrice } from '../lib/format.ts';
import { providerPath } from '../lib/paths.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { ProviderPhoto } from './provider-photo.tsx';

const typeKey = (id: number | null) => PROVIDER_TYPES.find((type) => type.id === id)?.key;
const ageKey = (id: number) => AGE_GROUPS.find((group) => group.id === id)?.key;
const careKey = (id: number) => CARE_TYPES.find((type) => type.id === id)?.key;

/** "Annex, Toronto" or "Toronto, ON": never the street (issue 14, privacy). */
export function areaLabel(area: ProviderSummary['area']): string | null {
  const parts = [area.neighbourhood, area.city ?? area.province].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

type ProviderCardProps = {
  provider: ProviderSummary;
  /** The card a marker on the map stands for is highlighted while the parent points at either. */
  highlighted?: boolean;
  onHighlight?: (id: string | null) => void;
};

/**
 * One provider in a list (search results, favourites): picture, name linked to the profile, type, area, distance,
 * lowest daily price, age groups, verified badges and the favourite heart.
 */
export function ProviderCard({ provider, highlighted = false, onHighlight }: ProviderCardProps) {
  const { t, i18n } = useTranslation('provider-search');
  const titleId = useId();
  const area = areaLabel(provider.area);
  const ages = provider.ageGroups.map(ageKey).filter((key) => key !== undefined);
  const cares = provider.careTypes.map(careKey).filter((key) => key !== undefined);
  const type = typeKey(provider.providerType);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      onMouseEnter={() => onHighlight?.(provider.id)}
      onMouseLeave={() => onHighlight?.(null)}
      onFocus={() => onHighlight?.(provider.id)}
      onBlur={() => onHighlight?.(null)}
      sx={{
        position: 'relative',
        display: 'flex',
        gap: 2,
        p: 2,
        borderColor: highlighted ? 'primary.main' : 'divider',
        boxShadow: highlighted ? (theme) => `0 0 0 1px ${theme.palette.primary.main}` : 'none',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <ProviderPhoto url={provider.photoUrl} sx={{ width: { xs: 72, sm: 96 }, height: { xs: 72, sm: 96 } }} />
      <Stack spacing={0.75} sx={{ minWidth: 0, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h2"
            sx={{ flexGrow: 1, minWidth: 0, fontSize: '1.0625rem', fontWeight: 700, lineHeight: 1.3 }}
          >
            <Link
              component={RouterLink}
              to={providerPath(provider.id)}
              underline="hover"
              color="inherit"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {provider.displayName}
            </Link>
          </Typography>
          <Box sx={{ mt: -1, mr: -1 }}>
            <FavouriteButton providerId={provider.id} name={provider.displayName} favourite={provider.favourite} />
          </Box>
        </Box>
        {type && (
          <Typography variant="body2" color="text.secondary">
            {t(`types.${type}`)}
          </Typography>
        )}
        <Typography variant="body2">
          {[
            area,
            provider.distanceKm === null
              ? null
              : t('card.away', { distance: formatDistance(provider.distanceKm, i18n.language) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          {provider.dailyPriceCents === null
            ? t('card.hourlyOnly')
            : t('card.fromPrice', { price: formatPrice(provider.dailyPriceCents, i18n.language) })}
        </Typography>
        {ages.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('card.ages', { ages: ages.map((key) => t(`ageGroupsShort.${key}`)).join(', ') })}
          </Typography>
        )}
        {cares.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {t('card.care', { care: cares.map((key) => t(`careTypes.${key}`)).join(', ') })}
          </Typography>
        )}
        {provider.badges.length > 0 && (
          <Box
            component="ul"
            aria-label={t('card.badges')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
          >
            {provider.badges.map((badge) => (
              <li key={badge}>
                <Chip
                  size="small"
                  variant="outlined"
                  color="success"
                  icon={<VerifiedIcon aria-hidden />}
                  label={t(`badges.${badge}`)}
                />
              </li>
            ))}
          </Box>
        )}
      </Stack>
    </Card>
  );
}
