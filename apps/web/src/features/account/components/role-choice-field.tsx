import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Role, type RegisterRequest } from '@kinderly/shared';
import { translateFieldMessage } from '../../../lib/forms/field-message.ts';
import type { RegisterFormValues } from './register-form-values.ts';

// Families first: most people who register are parents. SuperAdmin is never self-chosen.
const CHOICES = [
  { role: Role.Parent, name: 'roles.Parent', help: 'register.roleHelp.parent' },
  { role: Role.Nanny, name: 'roles.Nanny', help: 'register.roleHelp.nanny' },
  { role: Role.HomeProvider, name: 'roles.HomeProvider', help: 'register.roleHelp.homeProvider' },
] as const;

/** The role a person registers with, each option saying what it is for. */
export function RoleChoiceField({ control }: { control: Control<RegisterFormValues, unknown, RegisterRequest> }) {
  const { t } = useTranslation('account');
  const labelId = useId();
  const helpId = useId();
  const { field, fieldState } = useController({ control, name: 'role' });
  const error = translateFieldMessage(t, fieldState.error?.message);

  return (
    <FormControl error={Boolean(error)} required>
      <FormLabel id={labelId} sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {t('register.roleLabel')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-required
        aria-describedby={error ? helpId : undefined}
        name={field.name}
        value={field.value === null ? '' : String(field.value)}
        onChange={(event) => field.onChange(Number(event.target.value))}
        onBlur={field.onBlur}
        sx={{ gap: 1 }}
      >
        {CHOICES.map(({ role, name, help }, index) => (
          <FormControlLabel
            key={role}
            value={String(role)}
            control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
            sx={{
              m: 0,
              pr: 1,
              border: 1,
              borderColor: field.value === role ? 'primary.main' : 'divider',
              borderRadius: 1,
              alignItems: 'flex-start',
            }}
            label={
              <Stack sx={{ py: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{t(name)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(help)}
                </Typography>
              </Stack>
            }
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={helpId}>{error}</FormHelperText>}
    </FormControl>
  );
}
