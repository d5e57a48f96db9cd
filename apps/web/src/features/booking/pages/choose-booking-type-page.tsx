import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useBookableChildren } from '../api/get-bookable-children.ts';
import { useProviderSummary } from '../api/get-provider-summary.ts';
import { ProviderMissing } from '../components/provider-missing.tsx';
import { BOOKING_PATHS, bookingPath } from '../lib/paths.ts';
import { useBookingParams } from '../lib/use-booking-params.ts';

type BookingType = 'once' | 'recurring';

/**
 * /choose-booking-type?providerId=: which child (only enrolled children, 15 steps, can be booked; the others are
 * listed with the way to finish their enrolment) and whether to book single days or the same days every week.
 */
export function ChooseBookingTypePage() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const { providerId, childId: askedChild } = useBookingParams();
  const provider = useProviderSummary(providerId);
  const children = useBookableChildren();
  const [picked, setPicked] = useState<string | null>(askedChild);
  const [type, setType] = useState<BookingType>('once');
  const [tried, setTried] = useState(false);

  if (!providerId) return <ProviderMissing reason="noProvider" />;
  if (provider.isError && isApiError(provider.error) && provider.error.status === 404)
    return <ProviderMissing reason="notFound" />;
  if (provider.isError || children.isError)
    return <LoadError onRetry={() => void Promise.all([provider.refetch(), children.refetch()])} />;
  if (!provider.data || !children.data) return <LoadingState />;

  const enrolled = children.data.filter((child) => child.enrollmentStepsCompleted === 15);
  const unfinished = children.data.filter((child) => child.enrollmentStepsCompleted !== 15);
  const childId = enrolled.length === 1 ? enrolled[0]!.id : enrolled.some((c) => c.id === picked) ? picked : null;

  const onContinue = () => {
    setTried(true);
    if (!childId) return;
    void navigate(bookingPath(type === 'once' ? BOOKING_PATHS.time : BOOKING_PATHS.recurring, { providerId, childId }));
  };

  return (
    <>
      <PageHeader title={t('choose.title')} intro={t('choose.intro', { name: provider.data.displayName })} />
      <Stack spacing={3} sx={{ maxWidth: 640 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {enrolled.length === 0 ? (
            <Alert severity="info">{children.data.length ? t('choose.noneEnrolled') : t('choose.noChildren')}</Alert>
          ) : (
            <FormControl error={tried && !childId}>
              <FormLabel id="booking-child" sx={{ fontWeight: 600, mb: 1 }}>
                {t('choose.childLabel')}
              </FormLabel>
              <RadioGroup
                aria-labelledby="booking-child"
                value={childId ?? ''}
                onChange={(e) => setPicked(e.target.value)}
              >
                {enrolled.map((child) => (
                  <FormControlLabel
                    key={child.id}
                    value={child.id}
                    control={<Radio />}
                    label={`${child.firstName} ${child.lastName}`}
                  />
                ))}
              </RadioGroup>
              {tried && !childId && (
                <Typography color="error" variant="body2" role="alert">
                  {t('choose.childRequired')}
                </Typography>
              )}
            </FormControl>
          )}
          {unfinished.length > 0 && (
            <Stack spacing={0.5} sx={{ mt: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {t('choose.unfinishedIntro')}
              </Typography>
              <List dense disablePadding aria-label={t('choose.unfinishedLabel')}>
                {unfinished.map((child) => (
                  <ListItem key={child.id} disableGutters>
                    <ListItemText
                      primary={`${child.firstName} ${child.lastName}`}
                      secondary={
                        <Link
                          component={RouterLink}
                          to={`/app/enroll?${new URLSearchParams({ childId: child.id })}`}
                          color="primary.dark"
                        >
                          {t('choose.finishEnrolment', {
                            name: child.firstName,
                            count: child.enrollmentStepsCompleted,
                          })}
                        </Link>
                      }
                    />
                  </ListItem>
                ))}
              </List>
            </Stack>
          )}
          {children.data.length === 0 && (
            <Button component={RouterLink} to="/app/enroll" variant="outlined" sx={{ mt: 2 }}>
              {t('choose.enrol')}
            </Button>
          )}
        </Paper>

        {enrolled.length > 0 && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <FormControl>
              <FormLabel id="booking-type" sx={{ fontWeight: 600, mb: 1 }}>
                {t('choose.typeLabel')}
              </FormLabel>
              <RadioGroup
                aria-labelledby="booking-type"
                value={type}
                onChange={(e) => setType(e.target.value as BookingType)}
              >
                <FormControlLabel
                  value="once"
                  control={<Radio />}
                  label={<TypeLabel title={t('choose.once')} text={t('choose.onceText')} />}
                  sx={{ alignItems: 'flex-start', mb: 1 }}
                />
                <FormControlLabel
                  value="recurring"
                  control={<Radio />}
                  label={<TypeLabel title={t('choose.recurring')} text={t('choose.recurringText')} />}
                  sx={{ alignItems: 'flex-start' }}
                />
              </RadioGroup>
            </FormControl>
          </Paper>
        )}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={`/app/providers/${providerId}`} sx={{ color: 'primary.dark' }}>
            {t('choose.back')}
          </Button>
          {enrolled.length > 0 && (
            <Button variant="contained" onClick={onContinue}>
              {t('choose.continue')}
            </Button>
          )}
        </Stack>
      </Stack>
    </>
  );
}

function TypeLabel({ title, text }: { title: string; text: string }) {
  return (
    <Stack sx={{ pt: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Stack>
  );
}
