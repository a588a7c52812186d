import { buildRoutes, visibleMenu, withFeatures } from '@collegium/domain/menu';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import { describe, expect, it } from 'vitest';
import { dashboardMode, dashboardTitle } from './dashboard-mode.ts';
import { nextSteps } from './next-steps.ts';
import { STUDIES_GROUP_TITLE, studentFormGroups } from './student-form-groups.ts';

const allKeys = buildRoutes(MENU_CONFIG).map((r) => r.key);

describe('dashboard mode and title (spec 2.3)', () => {
  it('is welcome with the feature on and dashboard:view, staff with dashboard:view, else student', () => {
    expect(dashboardMode(['dashboard:view'], ['welcome-dashboard'])).toBe('welcome');
    expect(dashboardMode(['dashboard:view'], [])).toBe('staff');
    expect(dashboardMode(['forms:student'], ['welcome-dashboard'])).toBe('student');
    expect(dashboardMode(['*'], [])).toBe('staff');
  });

  it("is titled 'Dashboard' for staff and 'Student Forms' for others", () => {
    expect(dashboardTitle(['dashboard:view'])).toBe('Dashboard');
    expect(dashboardTitle(['forms:student'])).toBe('Student Forms');
    expect(dashboardTitle([])).toBe('Student Forms');
  });
});

describe('welcome next steps', () => {
  it('offers one step per reachable group, leading to its first page', () => {
    // A college with no optional feature on (formation groups and residentials would add pages).
    const menu = visibleMenu(
      withFeatures(MENU_CONFIG, []),
      ['dashboard:view', 'mystudents:menu', 'students:faculty'],
      allKeys,
      {
        student: false,
        applicant: false,
      },
    );
    const steps = nextSteps(menu, ['dashboard:view']);
    expect(steps[0]).toEqual({
      key: 'mystudents',
      title: 'Open My Students',
      text: '2 pages: Photos, Learning support.',
      to: '/mystudents/photos',
    });
    expect(steps.map((s) => s.key)).toEqual(['mystudents', 'theme', 'status']);
  });

  it('says the modules are on their way when no group has a screen yet, and never links nowhere', () => {
    const menu = visibleMenu(MENU_CONFIG, ['*'], ['home', 'dashboard'], { student: false, applicant: false });
    const steps = nextSteps(menu, ['*']);
    expect(steps.map((s) => s.key)).toEqual(['modules', 'loginas', 'theme', 'status']);
    expect(steps.filter((s) => s.to !== undefined).map((s) => s.to)).toEqual(['/status']);
  });
});

describe('student form groups (spec 2.6)', () => {
  it('makes a card per group with at least one available page', () => {
    const menu = visibleMenu(
      MENU_CONFIG,
      ['forms:student'],
      ['forms.course', 'forms.extension-request', 'forms.deferrals'],
      { student: true, applicant: false },
    );
    expect(studentFormGroups(menu)).toEqual([
      {
        key: 'forms.studies',
        title: STUDIES_GROUP_TITLE,
        links: [{ key: 'forms.course', title: 'My Programme', to: '/forms/course' }],
      },
      {
        key: 'forms.group.forms',
        title: 'Forms',
        icon: 'EditNote',
        links: [
          { key: 'forms.extension-request', title: 'Extension - 7 Days', to: '/forms/extension-request' },
          { key: 'forms.deferrals', title: 'Deferrals', to: '/forms/deferrals' },
        ],
      },
    ]);
  });

  it('has no cards while no form has a screen', () => {
    expect(
      studentFormGroups(
        visibleMenu(MENU_CONFIG, ['forms:student'], ['home', 'dashboard', 'forms.home'], {
          student: true,
          applicant: false,
        }),
      ),
    ).toEqual([]);
  });
});
