import { describe, expect, it } from 'vitest';
import { ABILITIES, abilitiesFor, abilitiesSchema } from './abilities.ts';

describe('abilities', () => {
  it('grants an ability only to a holder of its permission', () => {
    expect(abilitiesFor('student', ['students:view'])).toEqual({ canEdit: false, canView: true });
    expect(abilitiesFor('student', ['students'])).toEqual({ canEdit: true, canView: true });
    expect(abilitiesFor('hesa', ['hesa:export'])).toEqual({ canEdit: false, canExport: true });
    expect(abilitiesFor('hesa', [])).toEqual({ canEdit: false, canExport: false });
  });

  it('describes every kind with a schema that accepts what abilitiesFor gives and refuses a missing ability', () => {
    for (const kind of Object.keys(ABILITIES) as (keyof typeof ABILITIES)[]) {
      const schema = abilitiesSchema(kind);
      expect(schema.safeParse(abilitiesFor(kind, ['*'])).success).toBe(true);
      expect(schema.safeParse({}).success).toBe(Object.keys(ABILITIES[kind]).length === 0);
    }
  });
});
