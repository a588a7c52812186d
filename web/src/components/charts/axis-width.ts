// The width of a horizontal bar chart's axis of group names (issue 16, charts at 360 px): as wide
// as the longest name needs, so names are not cut short where there is room (a fixed 130 px cut
// "Interested in future entry (Lead)" even on a desktop), but never more than half the chart, so
// the bars keep room on a phone; what still does not fit is shortened by the chart with "…".

/** Average width of a character of the charts' 12 px tick labels (Roboto), a little generous. */
const CHARACTER_PX = 6.6;
/** The tick and the gap between it and the label. */
const TICK_PX = 14;
const MIN_PX = 60;
/** Before the chart's box is measured (and in tests without layout). */
export const DEFAULT_AXIS_PX = 130;

export function bandAxisWidth(labels: readonly string[], chartWidth: number): number {
  const longest = Math.max(0, ...labels.map((l) => l.length)) * CHARACTER_PX + TICK_PX;
  const cap = chartWidth > 0 ? chartWidth / 2 : DEFAULT_AXIS_PX;
  return Math.round(Math.max(MIN_PX, Math.min(longest, cap)));
}
