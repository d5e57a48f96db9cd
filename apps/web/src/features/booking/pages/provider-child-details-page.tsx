import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useChildDetails } from '../api/get-child-details.ts';
import { ProposeLink } from '../components/provider-board-card.tsx';
import { formatDay } from '../lib/format.ts';
import { BOOKING_PATHS } from '../lib/paths.ts';

const Uuid = z.uuid();

/**
 * /app/history/viewDetails/:childId for a provider: the record of a child booked with them (getChildDetails): who to
 * call, who may pick up, allergies and health. The server answers 404 for any other child; the page says so.
 */
export function ProviderChildDetailsPage() {
  const { t, i18n } = useTranslation('booking');
  const { childId = '' } = useParams();
  const valid = Uuid.safeParse(childId).success;
  const details = useChildDetails(valid ? childId : null);

  const notFound = !valid || (details.isError && isApiError(details.error) && details.error.status === 404);
  if (notFound)
    return (
      <>
        <PageHeader title={t('child.notFoundTitle')} />
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info">{t('child.notFound')}</Alert>
          <Button component={RouterLink} to={BOOKING_PATHS.providerHistory} variant="contained">
            {t('child.back')}
          </Button>
        </Stack>
      </>
    );
  if (details.isError) return <LoadError onRetry={() => void details.refetch()} />;
  if (!details.data) return <LoadingState />;

  const { child, emergencyContacts, pickupPersons, allergyInfo, additionalInfo } = details.data;
  const yesNo = (value: boolean) => (value ? t('child.yes') : t('child.no'));
  return (
    <>
      <PageHeader
        title={`${child.firstName} ${child.lastName}`}
        intro={t('child.born', { date: formatDay(child.dateOfBirth, i18n.language, 'long'), count: child.age })}
      />
      <Stack spacing={2.5} sx={{ maxWidth: 760 }}>
        <Block title={t('child.allergies')}>
          <Typography>
            {t('child.lifeThreatening', { answer: yesNo(allergyInfo.hasLifeThretheningAllergy) })}
          </Typography>
          {allergyInfo.childAllergyInfo.length > 0 && (
            <Typography>{allergyInfo.childAllergyInfo.map((item) => item.allergen.name).join(', ')}</Typography>
          )}
          {allergyInfo.allergyDetails && <Typography>{allergyInfo.allergyDetails}</Typography>}
          {allergyInfo.hasEpinephrineAutoInjector && (
            <Typography>{t('child.autoInjector', { place: allergyInfo.autoInjectorLocation })}</Typography>
          )}
          {allergyInfo.anaphylaxisProcedure && <Typography>{allergyInfo.anaphylaxisProcedure}</Typography>}
        </Block>
        <Block title={t('child.support')}>
          <Typography>{t('child.additionalSupport', { answer: yesNo(child.requiresAdditionalSupport) })}</Typography>
          <Typography>{t('child.specialNeeds', { answer: yesNo(child.specialNeeds) })}</Typography>
          {additionalInfo && <Typography>{additionalInfo}</Typography>}
        </Block>
        <Block title={t('child.emergencyContacts')}>
          {emergencyContacts.length === 0 && <Typography color="text.secondary">{t('child.none')}</Typography>}
          {emergencyContacts.map((contact) => (
            <Typography key={contact.id}>
              {t('child.person', {
                name: `${contact.firstName} ${contact.lastName}`,
                relationship: contact.relationship,
                phone: contact.phone,
              })}
            </Typography>
          ))}
        </Block>
        <Block title={t('child.pickupPersons')}>
          {pickupPersons.length === 0 && <Typography color="text.secondary">{t('child.none')}</Typography>}
          {pickupPersons.map((person) => (
            <Typography key={person.id}>
              {t('child.person', {
                name: `${person.firstName} ${person.lastName}`,
                relationship: person.relationship,
                phone: person.phone,
              })}
            </Typography>
          ))}
        </Block>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={BOOKING_PATHS.providerHistory} sx={{ color: 'primary.dark' }}>
            {t('child.back')}
          </Button>
          {/* The record opens on the same condition the proposal needs: an approved booking here. */}
          <ProposeLink childId={child.id} name={child.firstName} />
        </Stack>
      </Stack>
    </>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={0.5}>{children}</Stack>
    </Paper>
  );
}
