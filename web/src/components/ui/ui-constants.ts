// spec 9: interface constants of the generic building blocks (spec 1, 3). Kept in one place so the
// components and their tests read the same numbers.

/** Theme palette colours a building block may take (MUI's six main palette entries). */
export const UI_COLORS = ['primary', 'secondary', 'success', 'error', 'info', 'warning'] as const;
export type UiColor = (typeof UI_COLORS)[number];

export function isUiColor(value: unknown): value is UiColor {
  return typeof value === 'string' && (UI_COLORS as readonly string[]).includes(value);
}

/** A border radius large enough to turn any button or tab into a pill. */
export const PILL_RADIUS = 999;

// spec 9: button defaults colour success, rounded, not depressed
export const BUTTON_DEFAULTS = { color: 'success', rounded: true, depressed: false } as const;

// spec 3: card colour defaults to success; tabs colour defaults to primary
export const CARD_DEFAULT_COLOR: UiColor = 'success';
export const TABS_DEFAULT_COLOR: UiColor = 'primary';

// spec 9: avatar size 128; icon heading max height 65; stats sub-icon size 16
export const AVATAR_SIZE = 128;
export const ICON_HEADING_MAX_HEIGHT = 65;
export const STATS_SUB_ICON_SIZE = 16;

// spec 9: wizard tab slider size 50; button min widths 125 (Previous) and 100 (Next); elevation 12
export const WIZARD_TAB_SLIDER_SIZE = 50;
export const WIZARD_PREVIOUS_MIN_WIDTH = 125;
export const WIZARD_NEXT_MIN_WIDTH = 100;
export const WIZARD_CARD_ELEVATION = 12;

// spec 2.8 and 9: wizard defaults and labels
export const WIZARD_DEFAULT_TITLE = 'Wizard';
export const WIZARD_DEFAULT_SUBTITLE = 'A series of steps';
export const WIZARD_LABELS = { previous: 'Previous', next: 'Next', finish: 'Finish' } as const;
