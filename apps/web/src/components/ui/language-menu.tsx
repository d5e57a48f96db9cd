import { Menu, MenuItem } from '@mui/material';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '../../lib/i18n.ts';

type LanguageMenuProps = {
  id: string;
  anchor: HTMLElement | null;
  language: Language;
  label: string;
  onChoose: (language: Language) => void;
  onClose: () => void;
};

/** The list of languages the language switch opens; each language is named in itself. */
export function LanguageMenu({ id, anchor, language, label, onChoose, onClose }: LanguageMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': label, dense: true } }}
    >
      {SUPPORTED_LANGUAGES.map((option) => (
        <MenuItem
          key={option}
          lang={option}
          role="menuitemradio"
          aria-checked={option === language}
          selected={option === language}
          onClick={() => onChoose(option)}
        >
          {LANGUAGE_NAMES[option]}
        </MenuItem>
      ))}
    </Menu>
  );
}
