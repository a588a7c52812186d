import { darken, getContrastRatio, lighten } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { isUiColor } from './ui-constants.ts';

// WCAG 2.1 AA: 4.5:1 for normal text, 3:1 for meaningful graphics such as icons.
export const AA_TEXT_CONTRAST = 4.5;
export const AA_GRAPHIC_CONTRAST = 3;

const WHITE = '#fff';
const BLACK = '#000';

/**
 * Black or white, whichever reads better on the background. One of the two always reaches at
 * least 4.58:1, so text on a coloured heading passes AA whatever the theme (MUI's own contrastText
 * only aims at 3:1, which fails for the default warning and info colours).
 */
export function textOn(background: string): string {
  return getContrastRatio(WHITE, background) >= getContrastRatio(BLACK, background) ? WHITE : BLACK;
}

/**
 * The foreground colour, darkened on a light background (lightened on a dark one) just enough to
 * reach the minimum contrast. Colours MUI cannot parse (named CSS colours) are returned unchanged.
 */
export function readableOn(foreground: string, background: string, minimum = AA_TEXT_CONTRAST): string {
  try {
    const shift = textOn(background) === BLACK ? darken : lighten;
    let colour = foreground;
    for (let step = 1; step <= 10 && getContrastRatio(colour, background) < minimum; step += 1) {
      colour = shift(foreground, step / 10);
    }
    return colour;
  } catch {
    return foreground;
  }
}

/** A palette key ('success', 'text.secondary') resolved against the theme; anything else is CSS. */
export function resolveColor(theme: Theme, color: string): string {
  if (isUiColor(color)) return theme.palette[color].main;
  if (color === 'text.primary') return theme.palette.text.primary;
  if (color === 'text.secondary') return theme.palette.text.secondary;
  return color;
}
