import { describe, expect, it } from 'vitest';
import { selectedTab, tabsFor } from './record-tabs.ts';

describe('student record tabs', () => {
  it('offers the Dissertation tab to MA students only', () => {
    expect(tabsFor({ isMa: true }).map((t) => t.label)).toEqual([
      'Details',
      'Engagement',
      'Modules',
      'Modules and results',
      'Assignments and extensions',
      'Finance summary',
      'Dissertation',
      'Documents',
      'Portal forms',
      'History',
    ]);
    expect(tabsFor({ isMa: false }).map((t) => t.value)).not.toContain('dissertation');
  });

  it('offers Portal forms only to readers of special-category data (students:special)', () => {
    expect(tabsFor({ isMa: false }, false).map((t) => t.value)).not.toContain('portal-forms');
    expect(selectedTab('portal-forms', tabsFor({ isMa: false }, false))).toBe('details');
    expect(tabsFor({ isMa: false }, true).map((t) => t.value)).toContain('portal-forms');
  });

  it('reads the tab from the URL, falling back to Details for a missing, unknown or withheld tab', () => {
    expect(selectedTab('finance', tabsFor({ isMa: false }))).toBe('finance');
    expect(selectedTab(null, tabsFor({ isMa: false }))).toBe('details');
    expect(selectedTab('invoices', tabsFor({ isMa: false }))).toBe('details');
    expect(selectedTab('dissertation', tabsFor({ isMa: false }))).toBe('details');
    expect(selectedTab('dissertation', tabsFor({ isMa: true }))).toBe('dissertation');
  });
});
