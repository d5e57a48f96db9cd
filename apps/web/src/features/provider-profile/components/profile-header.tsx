import BoltIcon from '@mui/icons-material/BoltOutlined';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Box, Chip, Stack, Typography } from '@mui/material';

// A long badge name (in French especially) wraps inside its chip instead of running off a phone's screen.
const WRAPPING_CHIP = {
  maxWidth: '100%',
  height: 'auto',
  minHeight: 32,
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
} as const;
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROVIDER_TYPES, type ProviderProfile } from '@kinderly/shared';
import { formatCents } from '../lib/format.ts';
import { useAreaText } from './area-text.ts';

type ProfileHeaderProps = {
  profile: ProviderProfile;
  level: 1 | 2;
  /** Beside the name: what the reader can do with the provider (the favourite toggle); none in the preview. */
  action?: ReactNode;
};

/** Name, type and licence, area, the person behind it, the lowest daily price, how to book, and verified badges. */
export function ProfileHeader({ profile, level, action }: ProfileHeaderProps) {
  const { t, i18n } = useTranslation('provider-profile');
  const area = useAreaText(profile.area);
  const type = PROVIDER_TYPES.find((candidate) => candidate.id === profile.providerType);

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h4" component={`h${level}`} sx={{ overflowWrap: 'anywhere' }}>
            {profile.displayName}
          </Typography>
          <Typography color="text.secondary">
            {[
              type && t(`header.types.${type.key}`),
              profile.licenceNumber &&
                type?.key === 'licenced' &&
                t('header.licence', { number: profile.licenceNumber }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        {action}
      </Stack>
      <Stack spacing={0.5}>
        {area && (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <PlaceIcon aria-hidden fontSize="small" color="action" />
            <Typography>{area}</Typography>
          </Stack>
        )}
        <Typography color="text.secondary">{t('header.owner', { name: profile.ownerName })}</Typography>
        {profile.dailyPriceCents !== null && (
          <Typography sx={{ fontWeight: 600 }}>
            {t('header.fromPrice', { price: formatCents(profile.dailyPriceCents, i18n.language) })}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {profile.withApprovalRequest !== null && (
          <Chip
            icon={profile.withApprovalRequest ? <HowToRegIcon /> : <BoltIcon />}
            label={profile.withApprovalRequest ? t('header.approvalBooking') : t('header.instantBooking')}
            variant="outlined"
            sx={WRAPPING_CHIP}
          />
        )}
      </Stack>
      {(profile.badges.length > 0 || profile.insuranceActivate) && (
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.75 }}>
            {t('header.verifiedTitle')}
          </Typography>
          <Stack
            component="ul"
            direction="row"
            useFlexGap
            spacing={1}
            sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
          >
            {profile.badges.map((badge) => (
              <li key={badge}>
                <Chip
                  icon={<VerifiedIcon />}
                  label={t(`badges.${badge}`)}
                  color="success"
                  variant="outlined"
                  sx={WRAPPING_CHIP}
                />
              </li>
            ))}
            {profile.insuranceActivate && (
              <li>
                <Chip
                  icon={<ShieldIcon />}
                  label={t('badges.insurance')}
                  color="success"
                  variant="outlined"
                  sx={WRAPPING_CHIP}
                />
              </li>
            )}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
