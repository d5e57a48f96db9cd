import {
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGE_GROUPS,
  CARE_TYPES,
  DISABLED_AGE_GROUP_FILTER_IDS,
  PROVIDER_TYPE_FILTERS,
  PROVIDER_TYPES,
} from '@kinderly/shared';
import { centsToDollars, dollarsToCents } from '../lib/format.ts';
import { clearFilters, DISTANCE_CHOICES, type SearchFilters } from '../lib/search-params.ts';

type FilterPanelProps = {
  filters: SearchFilters;
  /** Every change starts again from the first page of results. */
  onChange: (filters: SearchFilters) => void;
  idPrefix: string;
};

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((other) => other !== item), item] : list.filter((other) => other !== item);
}

type CheckboxGroupProps<T extends number> = {
  legend: string;
  options: readonly { id: T; label: string; disabled?: boolean }[];
  selected: readonly T[];
  onToggle: (id: T, on: boolean) => void;
};

function CheckboxGroup<T extends number>({ legend, options, selected, onToggle }: CheckboxGroupProps<T>) {
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>
        {legend}
      </FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            label={option.label}
            disabled={option.disabled}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(option.id)}
                onChange={(event) => onToggle(option.id, event.target.checked)}
              />
            }
            sx={{
              alignItems: 'flex-start',
              '& .MuiCheckbox-root': { py: 0.5 },
              '& .MuiFormControlLabel-label': { pt: 0.5 },
            }}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

/** A text filter kept as typed until it is sent (Enter or leaving the field), so each keystroke is not a search. */
function useDraft(value: string) {
  const [draft, setDraft] = useState(value);
  // The address changed (back, clear the filters): the field shows what is searched.
  const [searched, setSearched] = useState(value);
  if (searched !== value) {
    setSearched(value);
    setDraft(value);
  }
  return [draft, setDraft] as const;
}

/**
 * The filters of the search (SPEC section 9): provider types (Drop-in shown but disabled), age groups (Preschool
 * to Jr. School shown but disabled), care types, the day, the daily price, the distance and words.
 */
export function SearchFilterPanel({ filters, onChange, idPrefix }: FilterPanelProps) {
  const { t, i18n } = useTranslation('provider-search');
  const language = i18n.language;
  const change = (patch: Partial<SearchFilters>) => onChange({ ...filters, ...patch, page: 1 });

  const [minDraft, setMinDraft] = useDraft(centsToDollars(filters.minPrice, language));
  const [maxDraft, setMaxDraft] = useDraft(centsToDollars(filters.maxPrice, language));
  const [wordsDraft, setWordsDraft] = useDraft(filters.q ?? '');
  const minCents = dollarsToCents(minDraft);
  const maxCents = dollarsToCents(maxDraft);
  const minInvalid = Number.isNaN(minCents);
  const maxInvalid = Number.isNaN(maxCents);
  const rangeInvalid = !minInvalid && !maxInvalid && minCents !== null && maxCents !== null && minCents > maxCents;

  const priceError = rangeInvalid
    ? t('filters.priceRange')
    : minInvalid || maxInvalid
      ? t('filters.priceInvalid')
      : null;
  const priceErrorId = priceError ? `${idPrefix}-price-error` : undefined;

  const commitPrices = () => {
    if (minInvalid || maxInvalid || rangeInvalid) return;
    if (minCents !== filters.minPrice || maxCents !== filters.maxPrice)
      change({ minPrice: minCents, maxPrice: maxCents });
  };
  const commitWords = () => {
    const q = wordsDraft.trim() || null;
    if (q !== filters.q) change({ q });
  };
  const onEnter = (commit: () => void) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  const distances: number[] = DISTANCE_CHOICES.includes(filters.distanceKm as (typeof DISTANCE_CHOICES)[number])
    ? [...DISTANCE_CHOICES]
    : [...DISTANCE_CHOICES, filters.distanceKm].sort((a, b) => a - b);

  return (
    <Stack spacing={2.5}>
      <TextField
        select
        id={`${idPrefix}-distance`}
        label={t('filters.distance')}
        value={filters.distanceKm}
        onChange={(event) => change({ distanceKm: Number(event.target.value) })}
        size="small"
      >
        {distances.map((distance) => (
          <MenuItem key={distance} value={distance}>
            {t('filters.within', { distance })}
          </MenuItem>
        ))}
      </TextField>
      <CheckboxGroup
        legend={t('filters.providerTypes')}
        options={PROVIDER_TYPE_FILTERS.map((filter) => {
          const key = PROVIDER_TYPES.find((type) => type.id === filter.id)!.key;
          const name = t(`types.${key}`);
          return {
            id: filter.id,
            disabled: filter.disabled,
            label: filter.disabled ? `${name} (${t('filters.notYet')})` : name,
          };
        })}
        selected={filters.providerTypes}
        onToggle={(id, on) => change({ providerTypes: toggled(filters.providerTypes, id, on) })}
      />
      <CheckboxGroup
        legend={t('filters.ageGroups')}
        options={AGE_GROUPS.map((group) => ({
          id: group.id,
          label: t(`ageGroups.${group.key}`),
          disabled: DISABLED_AGE_GROUP_FILTER_IDS.includes(group.id),
        }))}
        selected={filters.ageGroups}
        onToggle={(id, on) => change({ ageGroups: toggled(filters.ageGroups, id, on) })}
      />
      <CheckboxGroup
        legend={t('filters.careTypes')}
        options={CARE_TYPES.map((type) => ({ id: type.id, label: t(`careTypes.${type.key}`) }))}
        selected={filters.careTypes}
        onToggle={(id, on) => change({ careTypes: toggled(filters.careTypes, id, on) })}
      />
      <TextField
        id={`${idPrefix}-date`}
        type="date"
        label={t('filters.date')}
        helperText={t('filters.dateHint')}
        value={filters.date ?? ''}
        onChange={(event) => change({ date: event.target.value || null })}
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormControl component="fieldset" variant="standard">
        <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 1 }}>
          {t('filters.price')}
        </FormLabel>
        <Stack direction="row" spacing={1}>
          <TextField
            id={`${idPrefix}-min-price`}
            label={t('filters.minPrice')}
            value={minDraft}
            onChange={(event) => setMinDraft(event.target.value)}
            onBlur={commitPrices}
            onKeyDown={onEnter(commitPrices)}
            error={minInvalid || rangeInvalid}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-describedby': priceErrorId } }}
          />
          <TextField
            id={`${idPrefix}-max-price`}
            label={t('filters.maxPrice')}
            value={maxDraft}
            onChange={(event) => setMaxDraft(event.target.value)}
            onBlur={commitPrices}
            onKeyDown={onEnter(commitPrices)}
            error={maxInvalid}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-describedby': priceErrorId } }}
          />
        </Stack>
        {priceError && (
          <FormHelperText id={`${idPrefix}-price-error`} error role="alert">
            {priceError}
          </FormHelperText>
        )}
      </FormControl>
      <TextField
        id={`${idPrefix}-words`}
        type="search"
        label={t('filters.words')}
        helperText={t('filters.wordsHint')}
        value={wordsDraft}
        onChange={(event) => setWordsDraft(event.target.value)}
        onBlur={commitWords}
        onKeyDown={onEnter(commitWords)}
        size="small"
      />
      <Button variant="text" onClick={() => onChange(clearFilters(filters))} sx={{ alignSelf: 'flex-start' }}>
        {t('filters.clear')}
      </Button>
    </Stack>
  );
}
