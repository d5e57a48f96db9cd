import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AGE_GROUPS, type ProviderProfile } from '@kinderly/shared';

/** The age groups the provider welcomes, in age order, each with how many children of that age they take at a time. */
export function AgesList({ ageGroups }: { ageGroups: ProviderProfile['ageGroups'] }) {
  const { t } = useTranslation('provider-profile');
  const ordered = AGE_GROUPS.flatMap((group) => {
    const accepted = ageGroups.find((candidate) => candidate.ageGroupId === group.id);
    return accepted ? [{ group, spaces: accepted.spaces }] : [];
  });
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {ordered.map(({ group, spaces }) => (
        <Stack
          component="li"
          key={group.id}
          direction="row"
          spacing={2}
          sx={{ justifyContent: 'space-between', py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 500, flex: '1 1 auto', minWidth: 0 }}>
            {t(`ages.groups.${group.key}`)}
          </Typography>
          <Typography
            variant="body2"
            color={spaces > 0 ? 'text.primary' : 'text.secondary'}
            sx={{ flex: '0 1 auto', maxWidth: '40%', textAlign: 'right' }}
          >
            {spaces > 0 ? t('ages.spaces', { count: spaces }) : t('ages.noSpace')}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}
