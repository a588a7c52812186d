import { describe, expect, it } from 'vitest';
import { mergeLeadsSchema, mergeProblem } from './lead-merge.ts';

const a = { id: 1, personId: 10, applicationId: null };
const b = { id: 2, personId: 20, applicationId: null };
const none = { other: [], survivor: [] };

describe('mergeProblem (issue 17)', () => {
  it('allows two plain duplicates and refuses a record with itself', () => {
    expect(mergeProblem(a, b, none)).toBeNull();
    expect(mergeProblem(a, a, none)).toMatch(/itself/);
  });

  it('refuses two leads of different applications', () => {
    expect(mergeProblem({ ...a, applicationId: 5 }, { ...b, applicationId: 6 }, none)).toMatch(
      /different applications/,
    );
    expect(mergeProblem({ ...a, applicationId: 5 }, { ...b, applicationId: 5 }, none)).toBeNull();
  });

  it('asks to merge the other way round when only the other person holds other records', () => {
    expect(mergeProblem(a, b, { other: ['a student record'], survivor: [] })).toMatch(/merge this one into it/);
    expect(mergeProblem(a, b, { other: ['a user account'], survivor: ['a student record'] })).toMatch(
      /merge the people/,
    );
    expect(mergeProblem(a, b, { other: [], survivor: ['a student record'] })).toBeNull();
  });
});

describe('mergeLeadsSchema', () => {
  it('takes no field from the other by default and refuses unknown fields', () => {
    expect(mergeLeadsSchema.parse({ otherId: '4', version: 3, otherVersion: 2 })).toEqual({
      otherId: 4,
      version: 3,
      otherVersion: 2,
      take: [],
    });
    expect(mergeLeadsSchema.safeParse({ otherId: 4, version: 3, otherVersion: 2, take: ['password'] }).success).toBe(
      false,
    );
  });

  it('needs both versions as read', () => {
    const missing = mergeLeadsSchema.safeParse({ otherId: 4, version: 3 });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['otherVersion']);
  });
});
