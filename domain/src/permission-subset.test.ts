import { describe, expect, it } from 'vitest';
import { holdsEveryRightOf, missingRights, refusalMessage, rightsChangeRefusal } from './permission-subset.ts';

describe('holdsEveryRightOf', () => {
  it.each([
    [['*'], ['admin:sysadmin', 'students:view'], true],
    [['students'], ['students:view', 'students:edit,delete'], true],
    [['students:view'], ['students:view,edit'], false],
    [['students:*'], ['students:view:own'], true],
    [['users:*'], ['*'], false],
    [['users:*', 'students:view'], ['students:view users:menu'], true],
    [['dashboard:view'], ['role:hd'], false],
    [['dashboard:view'], [], true],
    [[], ['dashboard:view'], false],
  ])('%j holds every right of %j: %s', (editor, target, expected) => {
    expect(holdsEveryRightOf(editor, target)).toBe(expected);
  });
  it('lists what is missing, each once', () => {
    expect(missingRights(['students:view'], ['students:view leads:view', 'leads:view', 'role:hd'])).toEqual([
      'leads:view',
      'role:hd',
    ]);
  });
});

describe('rightsChangeRefusal', () => {
  const base = { affectsSysadmin: false, affectsEditor: false };
  it('lets an editor hand on what they hold', () => {
    expect(
      rightsChangeRefusal({
        ...base,
        editor: ['users:*', 'students'],
        before: ['students:view'],
        after: ['students:view,edit'],
      }),
    ).toBeNull();
  });
  it('refuses to touch something that holds more than the editor', () => {
    const r = rightsChangeRefusal({
      ...base,
      editor: ['users:*', 'students'],
      before: ['students', 'finance:menu'],
      after: ['students'],
    });
    expect(r).toEqual({ reason: 'holds-more', missing: ['finance:menu'] });
    expect(refusalMessage(r!, 'this role')).toBe(
      'You cannot change this role: it holds rights you do not have (finance:menu).',
    );
  });
  it('refuses to grant what the editor lacks', () => {
    expect(rightsChangeRefusal({ ...base, editor: ['users:*'], before: [], after: ['*'] })).toEqual({
      reason: 'would-grant',
      missing: ['*'],
    });
  });
  it('leaves a system administrator to another system administrator', () => {
    expect(
      rightsChangeRefusal({
        ...base,
        editor: ['users:*', 'students'],
        before: ['students'],
        after: [],
        affectsSysadmin: true,
      }),
    ).toEqual({
      reason: 'sysadmin-only',
    });
    expect(
      rightsChangeRefusal({
        editor: ['*'],
        before: ['*'],
        after: ['students'],
        affectsSysadmin: true,
        affectsEditor: true,
      }),
    ).toEqual({
      reason: 'sysadmin-self',
    });
    expect(
      rightsChangeRefusal({
        editor: ['*'],
        before: ['*'],
        after: ['students'],
        affectsSysadmin: true,
        affectsEditor: false,
      }),
    ).toBeNull();
  });
  it('lets someone without admin:sysadmin change their own lesser rights', () => {
    expect(
      rightsChangeRefusal({
        editor: ['users:*', 'students'],
        before: ['users:*', 'students'],
        after: ['users:*'],
        affectsSysadmin: false,
        affectsEditor: true,
      }),
    ).toBeNull();
  });
});
