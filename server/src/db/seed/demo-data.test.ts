import { ENTITIES } from '@collegium/domain/entities/registry';
import { columnName, type EntityDefinition, recordSchema } from '@collegium/domain/entities/entity-definition';
import { meetsAll, splitPermissions } from '@collegium/domain/permissions';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemoData } from './demo-data.ts';
import { DEMO_ROLES } from './roles.ts';

// The demo data fills every entity with records its own definition accepts, keeps the demo
// sign-ins as the README lists them, and gives the roles sensible rights.

const { db } = await createTestApp();
const started = Date.now();
const seeded = await seedDemoData(db);
const seedingMs = Date.now() - started;

/** Every record of an entity as the API would read it (person fields from the linked person). */
async function records(def: EntityDefinition): Promise<Record<string, unknown>[]> {
  const selections = def.fields.map((f) => {
    const table = def.person && f.person ? 'people' : def.table;
    return sql`${sql.ref(`${table}.${columnName(f.name)}`)} as ${sql.ref(f.name)}`;
  });
  const join = def.person ? sql`join people on people.id = ${sql.ref(`${def.table}.person_id`)}` : sql``;
  const result = await sql<Record<string, unknown>>`select ${sql.join(selections)} from ${sql.table(def.table)} ${join}`.execute(db.kysely);
  return result.rows.map((row) =>
    Object.fromEntries(def.fields.map((f) => [f.name, f.input === 'checkbox' ? Boolean(Number(row[f.name])) : f.input === 'number' && row[f.name] !== null ? Number(row[f.name]) : row[f.name]])),
  );
}

describe('the demo data', () => {
  it('is written within a few seconds', () => {
    expect(seedingMs).toBeLessThan(10_000);
    expect(seeded.students).toBeGreaterThan(150);
  });

  it.each([
    ['contacts', 380],
    ['organisations', 40],
    ['modules', 25],
    ['faculty', 20],
    ['leads', 100],
    ['alumni', 70],
    ['donors', 35],
    ['consents', 180],
    ['registrations', 120],
    ['applications', 50],
    ['students', 150],
    ['users', 100],
  ])('has plenty of %s (at least %i)', async (name, least) => {
    const def = ENTITIES.find((e) => e.name === name) as EntityDefinition;
    expect((await records(def)).length).toBeGreaterThanOrEqual(least);
  });

  it.each(ENTITIES.map((def) => [def.name, def] as const))('holds only %s records their definition accepts', async (_name, def) => {
    const schema = recordSchema(def);
    const readOnly = def.fields.filter((f) => f.readOnly && f.options);
    const bad: string[] = [];
    for (const record of await records(def)) {
      const writable = Object.fromEntries(def.fields.filter((f) => !f.readOnly).map((f) => [f.name, record[f.name]]));
      const result = schema.safeParse(writable);
      if (!result.success) bad.push(`${JSON.stringify(writable)}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      for (const field of readOnly) {
        const value = record[field.name];
        if (value !== null && !field.options?.includes(String(value))) bad.push(`${field.name}: ${String(value)}`);
      }
    }
    expect(bad.slice(0, 3)).toEqual([]);
  });

  it('covers every stage, status and type a list filters on', async () => {
    const distinct = async (table: string, column: string) =>
      (await sql<{ v: string }>`select distinct ${sql.ref(column)} as v from ${sql.table(table)}`.execute(db.kysely)).rows.length;
    expect(await distinct('leads', 'stage')).toBeGreaterThanOrEqual(10);
    expect(await distinct('applications', 'status')).toBeGreaterThanOrEqual(10);
    expect(await distinct('organisations', 'type')).toBe(6);
    expect(await distinct('registrations', 'event_name')).toBeGreaterThanOrEqual(4);
  });

  it('keeps the demo sign-ins as listed', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const row = await db.kysely
        .selectFrom('users')
        .innerJoin('people', 'people.id', 'users.person_id')
        .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select(['people.first_name', 'people.last_name', 'people.preferred_name', 'roles.name', 'users.password_hash'])
        .where('users.email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ first_name: account.firstName, last_name: account.lastName, preferred_name: null, name: account.role });
      expect(row.password_hash).toBeTruthy();
    }
  });
});

describe('the demo roles (DESIGN 5)', () => {
  const can = (role: string, entity: string, action: 'list' | 'view' | 'create' | 'edit' | 'delete' | 'export') => {
    const permissions = splitPermissions(DEMO_ROLES.find((r) => r.name === role)?.permissions ?? '');
    const def = ENTITIES.find((e) => e.name === entity) as EntityDefinition;
    return meetsAll(permissions, def.permissions[action]);
  };

  it('lets the administrator do everything', () => {
    for (const def of ENTITIES) for (const action of ['list', 'view', 'create', 'edit', 'delete', 'export'] as const) expect(can('System administrator', def.name, action)).toBe(true);
  });

  it('lets Registry edit and export contacts and organisations', () => {
    for (const entity of ['contacts', 'organisations']) for (const action of ['list', 'view', 'create', 'edit', 'export'] as const) expect(can('Registry', entity, action)).toBe(true);
    expect(can('Registry', 'users', 'list')).toBe(false);
  });

  it('keeps users to the administrator and contacts from tutors and students', () => {
    for (const role of DEMO_ROLES.filter((r) => r.name !== 'System administrator')) expect(can(role.name, 'users', 'list')).toBe(false);
    expect(can('Tutor', 'contacts', 'list')).toBe(false);
    expect(can('Student', 'students', 'list')).toBe(false);
    expect(can('Applicant', 'applications', 'list')).toBe(false);
  });

  it('gives marketing the potential students, events and consents', () => {
    for (const entity of ['leads', 'registrations', 'consents']) expect(can('Marketing', entity, 'edit')).toBe(true);
    expect(can('Manager', 'consents', 'delete')).toBe(true);
    expect(can('Finance', 'donors', 'export')).toBe(true);
    expect(can('Finance', 'donors', 'edit')).toBe(false);
  });
});
