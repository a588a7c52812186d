// spec 5: the teaching pattern a module follows, which picks its timetable template.
export const MODULE_TEMPLATES = ['R1', 'R2', 'MA'] as const;
export type ModuleTemplate = (typeof MODULE_TEMPLATES)[number];

export interface ModuleDelivery {
  /** The hub weeks of the module (names or dates), or their count. */
  hubWeeks?: readonly string[] | number | null;
  /** The residentials of the module in date order, e.g. ['Sept 2024', 'Jan 2025']. */
  residentials?: readonly string[] | null;
}

// spec 5: R1 when there are hub weeks and residentials and the first residential starts with
// 'Sept'; R2 when there are residentials otherwise; MA (no residentials) for everything else.
// 'Sept' is matched ignoring case and leading spaces, so 'September' and 'sept' both count.
export function moduleTemplate({ hubWeeks, residentials }: ModuleDelivery): ModuleTemplate {
  const hasHubWeeks = typeof hubWeeks === 'number' ? hubWeeks > 0 : (hubWeeks?.length ?? 0) > 0;
  const first = residentials?.[0];
  if (first === undefined) return 'MA';
  if (hasHubWeeks && first.trim().toLowerCase().startsWith('sept')) return 'R1';
  return 'R2';
}
