import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, THEME_PRIMARY } from '@kinderly/shared';

const FONT_STACK = [
  'Roboto',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** Light theme of SPEC section 9: primary #1976D2 and the product's own breakpoint values. */
export function createAppTheme(): Theme {
  const base = createTheme({
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: { mode: 'light', primary: { main: THEME_PRIMARY }, background: { default: '#ffffff' } },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
  const focusRing = { outline: `3px solid ${base.palette.primary.dark}`, outlineOffset: 2 };

  const theme = createTheme(base, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // One visible focus ring for anything reached with the keyboard.
          '*:focus-visible': focusRing,
        },
      },
      // ButtonBase removes the native outline, so it gets the same ring back explicitly.
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  });
  return responsiveFontSizes(theme);
}
