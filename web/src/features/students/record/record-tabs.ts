// The tabs of the student record page (issue 4) and the `?tab=` value that keeps the chosen one
// across a reload or a trip back.

export const RECORD_TABS = [
  { value: 'details', label: 'Details' },
  { value: 'engagement', label: 'Engagement' },
  // Issue 18: the places per session with the marks so far; registry places and removes them.
  { value: 'modules', label: 'Modules' },
  { value: 'results', label: 'Modules and results' },
  { value: 'assignments', label: 'Assignments and extensions' },
  { value: 'finance', label: 'Finance summary' },
  // Only MA students write a dissertation (spec 4.6, 5).
  { value: 'dissertation', label: 'Dissertation', maOnly: true },
  { value: 'documents', label: 'Documents' },
  // Issue 5: what the student entered in the portal (its read is audited, so it loads only when opened).
  // Special category (issue 11): only for holders of students:special.
  { value: 'portal-forms', label: 'Portal forms', special: true },
  { value: 'history', label: 'History' },
] as const;

export type RecordTab = (typeof RECORD_TABS)[number]['value'];
export const DEFAULT_TAB: RecordTab = 'details';

/** The tabs a student's page offers: the Dissertation tab only for MA students, Portal forms only to readers of special-category data. */
export function tabsFor(
  student: { isMa: boolean },
  readsSpecialCategory = true,
): { value: RecordTab; label: string }[] {
  return RECORD_TABS.filter(
    (t) => (!('maOnly' in t) || student.isMa) && (!('special' in t) || readsSpecialCategory),
  ).map(({ value, label }) => ({
    value,
    label,
  }));
}

/** The tab the `?tab=` value names, when the page offers it; otherwise Details. */
export function selectedTab(param: string | null, offered: readonly { value: RecordTab }[]): RecordTab {
  return offered.find((t) => t.value === param)?.value ?? DEFAULT_TAB;
}
