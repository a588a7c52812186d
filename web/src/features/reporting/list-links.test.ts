import { describe, expect, it } from 'vitest';
import { listLink, statusesOfStage, stagesOfGroup } from './list-links.ts';

// Issue 16: each figure's group opens its list with the page's filters in the list's own names.

describe('a figure’s link to its list', () => {
  const registry = ['students:menu', 'students:view', 'applications:menu', 'applications:view'];

  it('renames the page filters to the list’s fields, the year and intake too, and adds the group', () => {
    const link = listLink(
      'students.all',
      { programme: 'BTh', year: '2026', intake: '2026-09-01', hub: 'York' },
      { status: 'Current' },
      registry,
    );
    expect(link).toEqual({
      to: '/students/all?programmeCode=BTh&academicYear=2026&intake=2026-09-01&hub=York&status=Current',
      dropped: [],
    });
  });

  it('says which page filters a list cannot take', () => {
    expect(listLink('applications.all', { level: '4', year: '2027' }, {}, registry)).toEqual({
      to: '/applications/all?academicYear=2027',
      dropped: ['level'],
    });
  });

  it('carries the event and year of the marketing page, and a funnel step as the list’s own filter', () => {
    const link = listLink('leads.all', { year: '2025', event: 'Open day' }, { reached: 'Enrolled' }, [
      'leads:menu',
      'leads:view',
    ]);
    expect(link?.to).toBe('/leads/all?academicYear=2025&event=Open+day&reached=Enrolled');
  });

  it('marks a link without filters so the list drops the reader’s stored ones', () => {
    expect(listLink('applications.all', {}, {}, registry)?.to).toBe('/applications/all?filtered=1');
  });

  it('gives no link to a list the reader may not open', () => {
    expect(listLink('leads.all', {}, { stage: 'Applicant' }, registry)).toBeUndefined();
    expect(listLink('contacts.consents', {}, {}, ['contacts:menu'])).toBeUndefined();
  });

  it('opens the potential students’ list, not the activity feed (issue 17 moved the list to /leads/all)', () => {
    const link = listLink('leads.all', { hub: 'York' }, { stage: 'Applicant' }, ['leads:menu', 'leads:view']);
    expect(link?.to).toBe('/leads/all?hub=York&stage=Applicant');
  });

  it('turns a stage into its statuses and a report group into its stages (spec 4.5)', () => {
    expect(statusesOfStage('Confirmed')).toBe('Confirmed');
    expect(statusesOfStage('Offer')).toBe('Approved,Place offered,Place accepted');
    expect(stagesOfGroup('wtco')).toBe('WTCO follow up,Mailing list');
  });
});
