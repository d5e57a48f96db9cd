import { Box, Slider, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  parseRequestedStartDate,
  toRequestedStartDate,
  WAITLIST_DEFAULT_DISTANCE_KM,
  WAITLIST_MAX_DISTANCE_KM,
} from '@kinderly/shared';
import { useProviderTypes } from '../api/get-waitlist-lists.ts';
import { FilterTiles } from '../components/filter-tiles.tsx';
import { TilesQuery } from '../components/tiles-query.tsx';
import { WaitlistWizardFrame } from '../components/waitlist-wizard-frame.tsx';
import { useTileText } from '../lib/use-tile-text.ts';
import { useWaitlistWizard } from '../lib/use-waitlist-wizard.ts';

/** Today on this device, as YYYY-MM-DD (the earliest start a family can ask for). */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const validDistance = (value: number) => Number.isFinite(value) && value >= 1 && value <= WAITLIST_MAX_DISTANCE_KM;

/** Step 1: provider types, how far from home (km) and the requested start date (kept as DD-MM-YYYY). */
export function ProviderTypeStep() {
  const { t } = useTranslation('waitlist');
  const { selections, update, ticketId } = useWaitlistWizard();
  const types = useProviderTypes(ticketId);
  const texts = useTileText();
  const distance = selections.Distance ?? WAITLIST_DEFAULT_DISTANCE_KM;
  const [distanceText, setDistanceText] = useState(String(distance));
  const [dateText, setDateText] = useState(
    selections.RequestedStartDate ? (parseRequestedStartDate(selections.RequestedStartDate) ?? '') : '',
  );
  const [dateProblem, setDateProblem] = useState<'past' | 'invalid' | null>(null);
  const sliderLabel = useId();

  const setDistance = (value: number) => {
    setDistanceText(String(value));
    update({ Distance: value });
  };
  const onDistanceText = (text: string) => {
    setDistanceText(text);
    const value = Number(text);
    if (text.trim() !== '' && validDistance(value)) update({ Distance: value });
  };
  const distanceInvalid = !validDistance(Number(distanceText)) || distanceText.trim() === '';

  const onDate = (iso: string) => {
    setDateText(iso);
    if (iso === '') {
      setDateProblem(null);
      return update({ RequestedStartDate: undefined });
    }
    if (parseRequestedStartDate(toRequestedStartDate(iso)) === null) return setDateProblem('invalid');
    if (iso < localToday()) return setDateProblem('past');
    setDateProblem(null);
    update({ RequestedStartDate: toRequestedStartDate(iso) });
  };

  // Next keeps the distance shown (the default, if untouched) and refuses a distance or date it cannot keep.
  const onNext = () => {
    if (distanceInvalid || dateProblem) return false;
    if (selections.Distance === undefined) update({ Distance: distance });
  };

  return (
    <WaitlistWizardFrame step="provider-type" description={t('providerType.description')} onNext={onNext}>
      {() => (
        <Stack spacing={4}>
          <TilesQuery query={types}>
            {(data) => (
              <FilterTiles
                label={t('providerType.tilesLabel')}
                tiles={data.items.map((type) => ({ ...type, ...texts.tile('providerTypes', type) }))}
                selected={selections.ProviderTypes ?? []}
                onChange={(ProviderTypes) => update({ ProviderTypes })}
              />
            )}
          </TilesQuery>
          <Box>
            <Typography id={sliderLabel} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('providerType.distanceSlider')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
              <Slider
                aria-labelledby={sliderLabel}
                value={validDistance(Number(distanceText)) ? Number(distanceText) : distance}
                min={1}
                max={WAITLIST_MAX_DISTANCE_KM}
                valueLabelDisplay="auto"
                onChange={(_, value) => setDistance(value as number)}
                sx={{ flex: 1, mx: 1 }}
              />
              <TextField
                label={t('providerType.distanceLabel')}
                type="number"
                value={distanceText}
                onChange={(event) => onDistanceText(event.target.value)}
                error={distanceInvalid}
                helperText={
                  distanceInvalid
                    ? t('providerType.distanceInvalid', { max: WAITLIST_MAX_DISTANCE_KM })
                    : t('providerType.distanceHelp', { max: WAITLIST_MAX_DISTANCE_KM })
                }
                slotProps={{ htmlInput: { min: 1, max: WAITLIST_MAX_DISTANCE_KM, inputMode: 'numeric' } }}
                sx={{ width: { xs: '100%', sm: 260 } }}
              />
            </Stack>
          </Box>
          <TextField
            label={t('providerType.startDateLabel')}
            type="date"
            value={dateText}
            onChange={(event) => onDate(event.target.value)}
            error={dateProblem !== null}
            helperText={
              dateProblem === 'past'
                ? t('providerType.startDatePast')
                : dateProblem === 'invalid'
                  ? t('providerType.startDateInvalid')
                  : t('providerType.startDateHelp')
            }
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localToday() } }}
            sx={{ maxWidth: { sm: 260 } }}
          />
        </Stack>
      )}
    </WaitlistWizardFrame>
  );
}
