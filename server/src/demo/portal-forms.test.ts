import { dbsSchema, emergencyContactSchema, safeguardingSchema } from '@collegium/domain/student-forms/schemas';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { seedDemoData } from './demo-data.ts';

// Issue 5: the demo data gives current students believable portal forms, each valid by the form's
// own schema, and leaves the demo student's still to do (the portal story fills them in).

const { db } = await createTestApp();
await seedDemoData(db);

const demoStudent = await db.kysely
  .selectFrom('students')
  .innerJoin('people', 'people.id', 'students.person_id')
  .select('students.id')
  .where('people.email', '=', 'student@demo.college')
  .executeTakeFirstOrThrow();

describe('the demo portal forms', () => {
  it('gives most current students two emergency contacts, each one the form would accept', async () => {
    const contacts = await db.kysely.selectFrom('student_emergency_contacts').selectAll().execute();
    const current = await db.kysely.selectFrom('students').select('id').where('status', '=', 'Current').execute();
    const students = new Set(contacts.map((c) => c.student_id));
    expect(students.size).toBeGreaterThan(current.length / 2);
    expect(contacts.length).toBe(students.size * 2);
    for (const c of contacts) {
      expect(
        emergencyContactSchema.safeParse({
          name: c.name,
          relationship: c.relationship,
          phone: c.phone,
          alternativePhone: c.alternative_phone ?? '',
          email: c.email ?? '',
        }).success,
      ).toBe(true);
    }
  });

  it('records DBS certificates and safeguarding training the forms would accept, with when they were saved', async () => {
    const rows = await db.kysely.selectFrom('student_form_details').selectAll().execute();
    const dbs = rows.filter((r) => r.dbs_updated_at !== null);
    const trained = rows.filter((r) => r.safeguarding_updated_at !== null);
    expect(dbs.length).toBeGreaterThan(20);
    expect(trained.length).toBeGreaterThan(20);
    for (const r of dbs)
      expect(
        dbsSchema.safeParse({
          certificateNumber: r.dbs_certificate_number,
          issueDate: r.dbs_issue_date,
          updateService: r.dbs_update_service === 1,
        }).success,
      ).toBe(true);
    for (const r of trained)
      expect(
        safeguardingSchema.safeParse({
          trainingDate: r.safeguarding_training_date,
          certificate: r.safeguarding_certificate,
        }).success,
      ).toBe(true);
    expect(rows.some((r) => r.dietary_needs !== null)).toBe(true);
    expect(rows.some((r) => r.academic_conduct_agreed_on !== null)).toBe(true);
  });

  it('leaves the demo student’s forms to do', async () => {
    expect(
      await db.kysely
        .selectFrom('student_emergency_contacts')
        .select('id')
        .where('student_id', '=', demoStudent.id)
        .execute(),
    ).toEqual([]);
    expect(
      await db.kysely
        .selectFrom('student_form_details')
        .select('id')
        .where('student_id', '=', demoStudent.id)
        .execute(),
    ).toEqual([]);
  });
});
