// spec 9: charts draw from a palette of 8 colours (values not given). Ours: distinct hues dark
// enough for white text and a 3:1 contrast against a white page (WCAG 1.4.11), used in order.
export const CHART_PALETTE = [
  '#1f5fa8', // blue
  '#b3541e', // burnt orange
  '#2e7d32', // green
  '#8e24aa', // purple
  '#c62828', // red
  '#00796b', // teal
  '#6d4c41', // brown
  '#455a64', // blue grey
] as const;

/** The palette colour of the n-th series or bar, wrapping after eight. */
export function chartColour(index: number): string {
  return CHART_PALETTE[((index % CHART_PALETTE.length) + CHART_PALETTE.length) % CHART_PALETTE.length]!;
}
