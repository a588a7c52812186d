import type {
  emergencyContactDetailsSchema,
  EmergencyContact,
  emergencyContactsSchema,
  EmergencyContactsView,
} from '@collegium/domain/student-forms/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { validationFailed } from '../../http/errors.ts';
import type { OwnStudent } from '../../http/own-student.ts';
import { audit, diff, empty, type Executor, orNull } from './form-details.ts';

// The student's two emergency contacts (position 1 and 2), read and written by the portal form
// and the enrolment step; each write one transaction with its audit entry (form-details.ts).

export async function readEmergencyContacts(db: Executor, studentId: number): Promise<EmergencyContactsView> {
  const rows = await db
    .selectFrom('student_emergency_contacts')
    .select(['position', 'name', 'relationship', 'phone', 'alternative_phone', 'email', 'updated_at'])
    .where('student_id', '=', studentId)
    .orderBy('position')
    .execute();
  const of = (position: number): EmergencyContact | null => {
    const r = rows.find((x) => Number(x.position) === position);
    return r
      ? {
          name: r.name,
          relationship: r.relationship,
          phone: r.phone,
          alternativePhone: empty(r.alternative_phone),
          email: empty(r.email),
        }
      : null;
  };
  const updated =
    rows
      .map((r) => r.updated_at)
      .sort()
      .at(-1) ?? null;
  return { primary: of(1), secondary: of(2), updatedAt: updated };
}

const flatten = (v: EmergencyContactsView) => {
  const out: Record<string, unknown> = {};
  for (const key of ['primary', 'secondary'] as const) {
    for (const [field, value] of Object.entries(v[key] ?? {})) out[`${key}.${field}`] = value;
  }
  return out;
};

export async function writeEmergencyContacts(db: Db, me: OwnStudent, input: z.output<typeof emergencyContactsSchema>) {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await readEmergencyContacts(trx, me.id);
    const now = new Date().toISOString();
    for (const [position, c] of [
      [1, input.primary],
      [2, input.secondary],
    ] as const) {
      const values = {
        name: c.name,
        relationship: c.relationship,
        phone: c.phone,
        alternative_phone: orNull(c.alternativePhone),
        email: orNull(c.email),
        updated_at: now,
      };
      const updated = await trx
        .updateTable('student_emergency_contacts')
        .set(values)
        .where('student_id', '=', me.id)
        .where('position', '=', position)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await trx
          .insertInto('student_emergency_contacts')
          .values({ student_id: me.id, position, ...values, created_at: now })
          .execute();
      }
    }
    const after = await readEmergencyContacts(trx, me.id);
    await audit(trx, me.actor, 'student_emergency_contacts', me.id, 'update', diff(flatten(before), flatten(after)));
    return after;
  });
}

/** New phone numbers or e-mail for a contact already given. */
export async function writeEmergencyContactDetails(
  db: Db,
  me: OwnStudent,
  input: z.output<typeof emergencyContactDetailsSchema>,
) {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await readEmergencyContacts(trx, me.id);
    if ((input.position === 1 ? before.primary : before.secondary) === null) {
      throw validationFailed([
        {
          param: 'position',
          message: `You have not given emergency contact ${input.position} yet: fill in the emergency contacts form first.`,
        },
      ]);
    }
    const now = new Date().toISOString();
    await trx
      .updateTable('student_emergency_contacts')
      .set({
        phone: input.phone,
        alternative_phone: orNull(input.alternativePhone),
        email: orNull(input.email),
        updated_at: now,
      })
      .where('student_id', '=', me.id)
      .where('position', '=', input.position)
      .execute();
    const after = await readEmergencyContacts(trx, me.id);
    await audit(trx, me.actor, 'student_emergency_contacts', me.id, 'update', diff(flatten(before), flatten(after)));
    return after;
  });
}
