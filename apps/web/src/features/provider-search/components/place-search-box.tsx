import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeocodePlace } from '@kinderly/shared';
import { useDebouncedValue } from '../../../lib/debounce.ts';
import { PLACE_MIN_LENGTH, usePlaces } from '../api/search-places.ts';

type PlaceSearchBoxProps = {
  /** The text the box starts with (the place searched around). */
  initialText?: string;
  label?: string;
  placeholder?: string;
  /** A place chosen from the list. */
  onPick: (place: GeocodePlace) => void;
  /** Text sent without choosing from the list (Enter or the button); the page looks it up itself. */
  onSubmitText?: (text: string) => void;
  /** The button's text; no button without it (the address form has its own Save). */
  submitLabel?: string;
};

const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * "Where": a text box that offers the places matching what is typed (forward geocoding through our server). A
 * place chosen from the list gives its coordinates; text sent as it is leaves the lookup to the page.
 */
export function PlaceSearchBox({
  initialText = '',
  label,
  placeholder,
  onPick,
  onSubmitText,
  submitLabel,
}: PlaceSearchBoxProps) {
  const { t } = useTranslation('provider-search');
  const [text, setText] = useState(initialText);
  const [chosen, setChosen] = useState<GeocodePlace | null>(null);
  // The page changes the place (a match chosen elsewhere, back and forward): the box follows.
  const [shownInitial, setShownInitial] = useState(initialText);
  if (shownInitial !== initialText) {
    setShownInitial(initialText);
    setText(initialText);
  }
  const typed = useDebouncedValue(text, 300);
  const places = usePlaces(typed);
  const options = typed.trim().length >= PLACE_MIN_LENGTH ? (places.data ?? []) : [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    const match = chosen && sameLabel(chosen.label, value) ? chosen : options.find((o) => sameLabel(o.label, value));
    if (match) onPick(match);
    else onSubmitText?.(value);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={label ?? t('place.label')}
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <Autocomplete<GeocodePlace, false, false, true>
        freeSolo
        fullWidth
        options={options}
        // The server has matched already.
        filterOptions={(found) => found}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
        getOptionKey={(option) =>
          typeof option === 'string' ? option : `${option.label}-${option.latitude}-${option.longitude}`
        }
        inputValue={text}
        onInputChange={(_event, value, reason) => {
          // Autocomplete empties the box on reset when the value is cleared; the typed text stays instead.
          if (reason !== 'reset' || value) setText(value);
        }}
        value={chosen}
        onChange={(_event, value, reason) => {
          if (reason !== 'selectOption' || !value || typeof value === 'string') return;
          setChosen(value);
          setText(value.label);
          onPick(value);
        }}
        loading={places.isFetching}
        loadingText={t('place.searching')}
        noOptionsText={places.isError ? t('place.lookupFailed') : t('place.noOptions')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label ?? t('place.label')}
            placeholder={placeholder ?? t('place.placeholder')}
            autoComplete="off"
          />
        )}
        sx={{ flexGrow: 1 }}
      />
      {submitLabel && (
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          sx={{ minHeight: 56, flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
        >
          {submitLabel}
        </Button>
      )}
    </Box>
  );
}
