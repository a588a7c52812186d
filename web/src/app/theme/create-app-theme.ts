import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { ThemeMode } from '../../lib/ui-store.ts';

// Light and dark themes. The colours are picked so text and controls keep AA contrast (4.5:1)
// in both modes: the e2e suite runs axe-core on every page.

export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_MINI_WIDTH = 72;

/** The look of every section surface: outlined Papers and default-elevation Papers and Cards alike. */
const SECTION_SURFACE = (theme: Theme) => ({
  boxShadow: 'none',
  backgroundImage: 'none',
  border: `1px solid ${theme.palette.divider}`,
});

export function createAppTheme(mode: ThemeMode): Theme {
  const light = mode === 'light';
  return createTheme({
    palette: {
      mode,
      primary: { main: light ? '#1f5aa6' : '#90caf9' },
      secondary: { main: light ? '#7b1fa2' : '#ce93d8' },
      background: light ? { default: '#f3f4f7', paper: '#ffffff' } : { default: '#121418', paper: '#1c1f26' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      h4: { fontWeight: 500 },
      // Issue 19: buttons in sentence case, as written, never shouted in capitals.
      button: { textTransform: 'none', fontWeight: 500 },
    },
    components: {
      // Someone who asks their system for less motion gets none: every transition and animation
      // (a snackbar fading in, a drawer sliding, a spinner) ends at once. An element caught half
      // faded is also what failed the stories' contrast scans, which run with reduced motion.
      MuiCssBaseline: {
        styleOverrides: {
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              transitionDelay: '0s !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // Issue 19: one card style. A section (a Paper or Card at the default elevation 1) looks like
      // the outlined ones most screens use: a thin border, no shadow, no dark-mode tint. Raised
      // surfaces (menus, dialogs, the wizard's card, the icon headings) keep their shadows.
      MuiPaper: { styleOverrides: { elevation1: ({ theme }) => SECTION_SURFACE(theme) } },
    },
  });
}
