import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '../../lib/i18n.ts';

type LanguageSwitchProps = {
  /** Shows the language code (EN, FR) instead of its name on phones, where the top bar is crowded. */
  compact?: boolean;
};

/** Header button that opens the list of languages; the choice is stored and applied at once. */
export function LanguageSwitch({ compact = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const language = currentLanguage(i18n);
  const open = anchor !== null;

  const choose = (next: Language) => {
    setAnchor(null);
    if (next !== language) void changeLanguage(i18n, next);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon />}
        aria-label={t('language.button', { language: LANGUAGE_NAMES[language] })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      >
        {compact ? (
          <>
            <Box component="span" lang={language} sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {LANGUAGE_NAMES[language]}
            </Box>
            <Box component="span" lang={language} sx={{ display: { xs: 'inline', sm: 'none' } }}>
              {language.toUpperCase()}
            </Box>
          </>
        ) : (
          <span lang={language}>{LANGUAGE_NAMES[language]}</span>
        )}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('language.menu'), dense: true } }}
      >
        {SUPPORTED_LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            role="menuitemradio"
            aria-checked={option === language}
            selected={option === language}
            onClick={() => choose(option)}
          >
            {LANGUAGE_NAMES[option]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
