import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSchema } from '@kinderly/shared';
import { isHandledApiError } from '../../../lib/api/index.ts';
import { changeLanguage, currentLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../../../lib/i18n.ts';
import { useUpdateUserInfo } from '../api/update-user-info.ts';

/** One choice for both the interface (this device) and the e-mails the account receives (saved on the server). */
export function LanguageSetting() {
  const { t, i18n } = useTranslation('account');
  const { enqueueSnackbar } = useSnackbar();
  const labelId = useId();
  const update = useUpdateUserInfo();
  const language = currentLanguage(i18n);

  const choose = async (value: string) => {
    const next = LanguageSchema.parse(value);
    await changeLanguage(i18n, next);
    update.mutate(
      { language: next },
      {
        onSuccess: () => enqueueSnackbar(i18n.t('settings.languageSaved', { ns: 'account' }), { variant: 'success' }),
        onError: (error) => {
          if (!isHandledApiError(error))
            enqueueSnackbar(i18n.t('settings.languageFailed', { ns: 'account' }), { variant: 'error' });
        },
      },
    );
  };

  return (
    <FormControl disabled={update.isPending}>
      <FormLabel id={labelId}>{t('settings.languageLabel')}</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={language} onChange={(event) => void choose(event.target.value)}>
        {SUPPORTED_LANGUAGES.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={<span lang={option}>{LANGUAGE_NAMES[option]}</span>}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
