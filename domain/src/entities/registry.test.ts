import { describe, expect, it } from 'vitest';
import { optionsFor, patchSchema, publicDefinition, recordSchema, type EntityDefinition } from './entity-definition.ts';
import { ENTITIES, findEntity } from './registry.ts';
import { sampleRecord } from './sample-record.ts';

// Every definition in the registry, checked the same way: its sample records are valid, each
// rule of its fields is enforced, and everything it names exists.

const paths = (def: EntityDefinition, record: unknown) => {
  const result = recordSchema(def).safeParse(record);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('the registry', () => {
  it('lists the entities in menu order, each once', () => {
    expect(ENTITIES.map((e) => e.name)).toEqual([
      'applications',
      'students',
      'faculty',
      'modules',
      'leads',
      'alumni',
      'organisations',
      'contacts',
      'consents',
      'registrations',
      'donors',
      'users',
      'roles',
      'policies',
    ]);
  });

  it('finds an entity by name and nothing else', () => {
    expect(findEntity('contacts')?.table).toBe('people');
    expect(findEntity('nonsense')).toBeUndefined();
  });
});

describe.each(ENTITIES.map((def) => [def.name, def] as const))('%s', (_name, def) => {
  const writable = def.fields.filter((f) => !f.readOnly);

  it.each([0, 1, 2, 3, 7, 12])('accepts sample record %i', (n) => {
    expect(paths(def, sampleRecord(def, n))).toEqual([]);
  });

  it.each(writable.filter((f) => f.required).map((f) => [f.name]))('refuses a record without %s', (name) => {
    const record = sampleRecord(def);
    expect(paths(def, { ...record, [name]: null })).toContain(name);
    expect(paths(def, { ...record, [name]: '  ' })).toContain(name);
    const { [name]: _dropped, ...rest } = record;
    expect(paths(def, rest)).toContain(name);
  });

  it.each(writable.filter((f) => !f.required).map((f) => [f.name]))('takes an empty %s as no value', (name) => {
    const parsed = recordSchema(def).parse({ ...sampleRecord(def, 1), [name]: '' }) as Record<string, unknown>;
    expect(parsed[name]).toBeNull();
  });

  // A System data list (issue 15) is checked by the server against its table, not here.
  it.each(writable.filter((f) => f.input === 'select' && !f.lookup).map((f) => [f.name]))(
    'refuses a choice %s does not offer',
    (name) => {
      expect(paths(def, { ...sampleRecord(def), [name]: 'Not a choice' })).toContain(name);
    },
  );

  it.each(writable.filter((f) => f.lookup).map((f) => [f.name, f.lookup]))(
    'takes %s as text of at most 100 characters, checked by the server against %s',
    (name) => {
      expect(paths(def, { ...sampleRecord(def), [name]: 'x'.repeat(101) })).toContain(name);
      expect(paths(def, { ...sampleRecord(def), [name]: 42 })).toContain(name);
    },
  );

  it('refuses unknown fields, read-only fields and a PATCH of an unknown field', () => {
    expect(paths(def, { ...sampleRecord(def), shoeSize: 9 })).toEqual(['']);
    for (const field of def.fields.filter((f) => f.readOnly)) {
      expect(paths(def, { ...sampleRecord(def), [field.name]: null })).toEqual(['']);
    }
    expect(patchSchema(def).safeParse({ shoeSize: 9 }).success).toBe(false);
    expect(patchSchema(def).safeParse({}).success).toBe(true);
  });

  it('names only its own fields in columns, sort, search, filters and title', () => {
    const names = new Set(def.fields.map((f) => f.name));
    expect(names.size).toBe(def.fields.length);
    const named = [
      ...def.columns.map((c) => c.field),
      def.defaultSort.field,
      ...def.searchFields,
      ...def.filters,
      ...def.titleFields,
    ];
    expect(named.filter((n) => !names.has(n))).toEqual([]);
    expect(def.columns.map((c) => c.field)).toContain(def.defaultSort.field);
    if (def.cohortFilter) expect(names.has('cohort')).toBe(true);
    // A declared combination of filters (its own index, migration 0082a) is two or more of its filters.
    for (const combination of def.filterCombinations ?? []) {
      expect(combination.length).toBeGreaterThan(1);
      expect(combination.filter((f) => !def.filters.includes(f))).toEqual([]);
    }
  });

  it('gives every field a British label, a camelCase name and choices where it is a select', () => {
    for (const field of def.fields) {
      expect(field.name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(field.label).not.toMatch(/\b(?:[A-Za-z]*(?:ization|izing|ize)|color|program|zip)\b/i);
      // The intakes are dates an administrator adds (System data → Intakes): no defaults to offer.
      if (field.input === 'select' && field.lookup !== 'intakes')
        expect(optionsFor(field, sampleRecord(def)).length).toBeGreaterThan(0);
      if (field.optionsBy) expect(def.fields.map((f) => f.name)).toContain(field.optionsBy.field);
    }
  });

  it('keeps person fields to person-based entities', () => {
    if (!def.person) expect(def.fields.filter((f) => f.person)).toEqual([]);
    else
      expect(def.fields.filter((f) => f.person).map((f) => f.name)).toEqual(
        expect.arrayContaining(['firstName', 'lastName']),
      );
  });

  it('needs the area permissions of its name', () => {
    const area = def.name;
    // Roles hand out rights: issue 15 keeps them to the users administrators and the college's administrators.
    if (area === 'roles') {
      for (const call of Object.values(def.permissions)) expect(call).toEqual([['users:*', 'admin:admin']]);
      return;
    }
    expect(def.permissions.view).toEqual([`${area}:view`]);
    // Applications: the list needs :view, since the menu permission alone is the flexible-study
    // coordinator's, who may not see every applicant.
    expect(def.permissions.list).toEqual(
      area === 'applications' ? [`${area}:view`] : [[`${area}:view`, `${area}:menu`]],
    );
    for (const action of ['create', 'edit', 'delete', 'export'] as const)
      expect(def.permissions[action]).toEqual([`${area}:${action}`]);
  });

  it('sends the web app no table and no references', () => {
    const sent = publicDefinition(def);
    expect(sent).not.toHaveProperty('table');
    expect(sent).not.toHaveProperty('references');
    expect(JSON.stringify(sent)).not.toMatch(/person_id|"table"|"references"/);
    expect(sent.fields.map((f) => f.name)).toEqual(def.fields.map((f) => f.name));
  });
});

describe('programme choices', () => {
  it('come from the one programme catalogue, the programmes table (System data), not a constant', () => {
    for (const def of ENTITIES) {
      for (const field of def.fields.filter((f) =>
        /^(programme|programmeCode|course|programmeInterest)$/.test(f.name),
      )) {
        expect(field).toMatchObject({ lookup: 'programmes' });
        expect(field.options).toBeUndefined();
      }
    }
  });
});
