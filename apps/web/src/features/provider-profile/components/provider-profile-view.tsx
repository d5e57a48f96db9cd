import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FAMILY_AMENITIES, HOME_SAFETY_ITEMS, type ProviderProfile } from '@kinderly/shared';
import { formatIsoDate } from '../lib/format.ts';
import { AgesList } from './ages-list.tsx';
import { AreaMapPanel } from './area-map-panel.tsx';
import { useAreaText } from './area-text.ts';
import { CancellationTerms } from './cancellation-terms.tsx';
import { CheckList, ProviderText } from './check-list.tsx';
import { HolidaysList } from './holidays-list.tsx';
import { HoursTable } from './hours-table.tsx';
import { PoliciesList } from './policies-list.tsx';
import { PricesTable } from './prices-table.tsx';
import { ProfileGallery } from './profile-gallery.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { NotGiven, ProfileSection, type HeadingLevel } from './profile-section.tsx';

type ProviderProfileViewProps = {
  /** What parents receive: the area and the rounded point, never the address (see toParentView for the owner). */
  profile: ProviderProfile;
  /** The provider's name is the page's h1 for parents, an h2 under the preview page's own title. */
  titleLevel: 1 | 2;
  /** Beside the name, for a reader who can act on the provider (the favourite toggle). */
  action?: ReactNode;
};

/**
 * The provider's profile as parents read it: pictures, who and where, then the essentials beside the details on
 * wide screens (price, booking, cancellation, area) and before them on phones. The "Book", "Join the waitlist" and
 * "Message" actions arrive with the booking, waitlist and chat issues; until then there are none.
 */
export function ProviderProfileView({ profile, titleLevel, action }: ProviderProfileViewProps) {
  const { t, i18n } = useTranslation('provider-profile');
  const level = (titleLevel + 1) as HeadingLevel;
  const area = useAreaText(profile.area);
  const amenities = FAMILY_AMENITIES.filter((item) => profile.familyAmenities.includes(item));
  const safety = HOME_SAFETY_ITEMS.filter((item) => profile.safetyItems.includes(item));

  return (
    <Stack spacing={3}>
      <ProfileGallery pictures={profile.gallery.slice(0, 4)} name={profile.displayName} />
      <ProfileHeader profile={profile} level={titleLevel} action={action} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 } }}>
          <ProfileSection title={t('booking.title')} level={level}>
            {profile.startDate && (
              <Typography variant="body2">
                {t('booking.startDate', { date: formatIsoDate(profile.startDate, i18n.language) })}
              </Typography>
            )}
            {profile.withApprovalRequest === null ? (
              <NotGiven>{t('notGiven')}</NotGiven>
            ) : (
              <Typography variant="body2">
                {profile.withApprovalRequest ? t('booking.approval') : t('booking.instant')}
              </Typography>
            )}
          </ProfileSection>
          <ProfileSection title={t('cancellation.title')} level={level}>
            {profile.cancellationOption ? (
              <CancellationTerms option={profile.cancellationOption} />
            ) : (
              <NotGiven>{t('notGiven')}</NotGiven>
            )}
          </ProfileSection>
          <ProfileSection title={t('area.title')} level={level}>
            {area && <Typography variant="body2">{t('area.text', { place: area })}</Typography>}
            <Typography variant="body2" color="text.secondary">
              {t('area.privacy')}
            </Typography>
            {profile.latitude !== null && profile.longitude !== null && (
              <AreaMapPanel latitude={profile.latitude} longitude={profile.longitude} place={area} />
            )}
          </ProfileSection>
        </Stack>

        <Stack spacing={3} sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
          <ProfileSection title={t('about.title')} level={level}>
            {profile.programStatement ? (
              <ProviderText text={profile.programStatement} />
            ) : (
              <NotGiven>{t('notGiven')}</NotGiven>
            )}
          </ProfileSection>
          <ProfileSection title={t('ages.title')} level={level}>
            {profile.ageGroups.length > 0 ? (
              <AgesList ageGroups={profile.ageGroups} />
            ) : (
              <NotGiven>{t('notGiven')}</NotGiven>
            )}
          </ProfileSection>
          <ProfileSection title={t('hours.title')} level={level}>
            {profile.hoursOfBusiness.some((day) => day.isOpen) ? (
              <HoursTable hours={profile.hoursOfBusiness} />
            ) : (
              <NotGiven>{t('notGiven')}</NotGiven>
            )}
          </ProfileSection>
          <ProfileSection title={t('prices.title')} level={level}>
            {profile.prices.length > 0 ? (
              <>
                <PricesTable prices={profile.prices} />
                <Typography variant="caption" color="text.secondary">
                  {t('prices.currency')}
                </Typography>
              </>
            ) : (
              <NotGiven>{t('notGiven')}</NotGiven>
            )}
          </ProfileSection>
          <ProfileSection title={t('amenities.title')} level={level}>
            {amenities.length > 0 && <CheckList items={amenities.map((item) => t(`amenities.items.${item}`))} />}
            {profile.otherAmenities && <ProviderText label={t('amenities.other')} text={profile.otherAmenities} />}
            {amenities.length === 0 && !profile.otherAmenities && <NotGiven>{t('notGiven')}</NotGiven>}
          </ProfileSection>
          <ProfileSection title={t('safety.title')} level={level}>
            {safety.length > 0 && <CheckList items={safety.map((item) => t(`safety.items.${item}`))} />}
            {profile.emergencyPlan && <ProviderText label={t('safety.emergencyPlan')} text={profile.emergencyPlan} />}
            {profile.otherSafety && <ProviderText label={t('safety.other')} text={profile.otherSafety} />}
            {safety.length === 0 && !profile.emergencyPlan && !profile.otherSafety && (
              <NotGiven>{t('notGiven')}</NotGiven>
            )}
          </ProfileSection>
          <ProfileSection title={t('household.title')} level={level}>
            <HouseholdFacts hasPets={profile.hasPets} anyoneSmokes={profile.anyoneSmokes} />
          </ProfileSection>
          <ProfileSection title={t('policies.title')} level={level}>
            {profile.policies.length > 0 ? (
              <PoliciesList policies={profile.policies} level={(level + 1) as HeadingLevel} />
            ) : (
              <NotGiven>{t('policies.none')}</NotGiven>
            )}
          </ProfileSection>
          <ProfileSection title={t('holidays.title')} level={level}>
            {profile.holidays.length > 0 ? (
              <HolidaysList holidays={profile.holidays} />
            ) : (
              <NotGiven>{t('holidays.none')}</NotGiven>
            )}
          </ProfileSection>
        </Stack>
      </Box>
    </Stack>
  );
}

function HouseholdFacts({ hasPets, anyoneSmokes }: { hasPets: boolean | null; anyoneSmokes: boolean | null }) {
  const { t } = useTranslation('provider-profile');
  if (hasPets === null && anyoneSmokes === null) return <NotGiven>{t('notGiven')}</NotGiven>;
  return (
    <Stack spacing={0.5}>
      {hasPets !== null && (
        <Typography variant="body2">{hasPets ? t('household.pets') : t('household.noPets')}</Typography>
      )}
      {anyoneSmokes !== null && (
        <Typography variant="body2">{anyoneSmokes ? t('household.smokes') : t('household.noSmoking')}</Typography>
      )}
    </Stack>
  );
}
