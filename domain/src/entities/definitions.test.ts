import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../application-statuses.ts';
import { LEAD_STAGE_NAMES } from '../lead-stages.ts';
import { alumni } from './alumni.ts';
import { applications } from './applications.ts';
import { contacts } from './contacts.ts';
import { fieldOf, recordSchema, type EntityDefinition } from './entity-definition.ts';
import { leads } from './leads.ts';
import { modules } from './modules.ts';
import { organisations } from './organisations.ts';
import { registrations } from './registrations.ts';
import { ENTITIES } from './registry.ts';
import { sampleRecord } from './sample-record.ts';
import { STUDENT_STATUSES, students } from './students.ts';
import { users } from './users.ts';

// Rules particular to one definition; registry.test.ts checks what every definition shares.

const errorsOf = (def: EntityDefinition, changes: Record<string, unknown>, n = 0) => {
  const result = recordSchema(def).safeParse({ ...sampleRecord(def, n), ...changes });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('organisations (spec 4.7)', () => {
  it('offers a church the church statuses and others the default ones', () => {
    expect(errorsOf(organisations, { type: 'Church', status: 'Hub Church' })).toEqual([]);
    expect(errorsOf(organisations, { type: 'Diocese', status: 'Partner' })).toEqual([]);
    expect(errorsOf(organisations, { type: 'Diocese', status: 'Hub Church' })).toEqual([
      expect.stringMatching(/^status: Choose one of: Partner/),
    ]);
    expect(errorsOf(organisations, { type: 'Church', status: 'Partner' })).toEqual([
      expect.stringMatching(/^status: Choose one of: Hub Church/),
    ]);
  });
});

describe('students and modules (spec 3: programme levels by programme)', () => {
  it('allows only the levels of the programme', () => {
    expect(errorsOf(students, { programmeCode: 'MA', level: '7Diss' })).toEqual([]);
    expect(errorsOf(students, { programmeCode: 'CertHE', level: '5' })).toEqual([
      expect.stringMatching(/^level: Choose one of: 4\.$/),
    ]);
    expect(errorsOf(modules, { programme: 'BTh', level: '6' })).toEqual([]);
    expect(errorsOf(modules, { programme: 'PGDip', level: '4' })).toHaveLength(1);
    expect(errorsOf(modules, { programme: null, level: '7Diss' })).toEqual([]);
  });

  it('lists students with the cohort filter and the future status Starting', () => {
    expect(students.cohortFilter).toBe(true);
    expect(students.readOnly).toBe(true);
    expect(STUDENT_STATUSES).toEqual(expect.arrayContaining(['Current', 'IoS', 'Starting', 'Transferred']));
    expect(new Set(STUDENT_STATUSES).size).toBe(STUDENT_STATUSES.length);
  });

  it('keeps module codes in one shape and credits within a level', () => {
    expect(errorsOf(modules, { code: 'BS4101' })).toEqual([]);
    expect(errorsOf(modules, { code: 'bs 4101' })).toHaveLength(1);
    expect(errorsOf(modules, { credits: 20.5 })).toEqual(['credits: Credits are whole numbers.']);
    expect(errorsOf(modules, { credits: 121 })).toHaveLength(1);
    expect(errorsOf(modules, { credits: '20' })).toHaveLength(1);
  });
});

describe('applications and leads use the spec catalogues', () => {
  it('offers every application status and every lead stage', () => {
    expect(fieldOf(applications, 'status').options).toEqual(APPLICATION_STATUSES);
    expect(fieldOf(leads, 'stage').options).toEqual(LEAD_STAGE_NAMES);
    expect(applications.readOnly).toBe(true);
    expect(fieldOf(applications, 'submittedAt').readOnly).toBe(true);
  });

  it('offers applicants only PT and Extended (spec 5)', () => {
    expect(fieldOf(applications, 'studyPace').options).toEqual(['PT', 'Extended']);
  });
});

describe('dates, years and e-mail addresses', () => {
  it('takes real calendar dates only', () => {
    expect(errorsOf(registrations, { eventDate: '2026-03-14' })).toEqual([]);
    expect(errorsOf(registrations, { eventDate: '2026-02-30' })).toEqual(['eventDate: Enter a date as YYYY-MM-DD.']);
    expect(errorsOf(registrations, { eventDate: '14/03/2026' })).toHaveLength(1);
  });

  it('takes a whole graduation year', () => {
    expect(errorsOf(alumni, { graduationYear: 2019 })).toEqual([]);
    expect(errorsOf(alumni, { graduationYear: 19.5 })).toHaveLength(1);
    expect(errorsOf(alumni, { graduationYear: 1800 })).toHaveLength(1);
  });

  it('checks e-mail addresses', () => {
    expect(errorsOf(contacts, { email: 'not an address' })).toEqual(['email: Enter a valid e-mail address.']);
  });
});

describe('contacts (the people table)', () => {
  it('is the people row itself, and every table pointing at people protects it', () => {
    expect(contacts.table).toBe('people');
    expect(contacts.person).toBeUndefined();
    const pointing = ENTITIES.filter((e) => e.person).map((e) => e.table);
    expect(contacts.references?.map((r) => r.table).sort()).toEqual([...pointing].sort());
    expect(contacts.references?.every((r) => r.column === 'person_id')).toBe(true);
  });
});

describe('users', () => {
  it('never carries a secret', () => {
    for (const field of users.fields) expect(field.name).not.toMatch(/password|hash|sso|subject|secret|token/i);
  });

  it('has its own sign-in e-mail and a last sign-in shown only', () => {
    expect(fieldOf(users, 'email').person).toBeUndefined();
    expect(fieldOf(users, 'email').required).toBe(true);
    expect(fieldOf(users, 'lastLoginAt').readOnly).toBe(true);
  });
});

describe('required fields', () => {
  it('say plainly that they are required when left empty', async () => {
    const { organisations } = await import('./organisations.ts');
    const { recordSchema } = await import('./entity-definition.ts');
    const result = recordSchema(organisations).safeParse({ name: '  ', type: 'Church', status: 'Hub Church' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === 'name')?.message).toBe('Name is required.');
  });
});
