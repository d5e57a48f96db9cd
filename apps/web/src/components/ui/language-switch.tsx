import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGE_NAMES, type Language } from '../../lib/i18n.ts';

const LanguageMenu = lazy(() => import('./language-menu.tsx').then((m) => ({ default: m.LanguageMenu })));

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
  // Mounted from the first opening on, so that it can play its closing transition.
  const [menuUsed, setMenuUsed] = useState(false);

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
        onClick={(event) => {
          setMenuUsed(true);
          setAnchor(event.currentTarget);
        }}
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
      {menuUsed && (
        // The list is fetched on first use: Menu brings Popover and Modal, which the first load of / does not need.
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            language={language}
            label={t('language.menu')}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
