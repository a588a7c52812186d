import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 20, feature `residentialAttendance`: the dated residentials and hub weeks of each module
// instance and a register per residential (present, late, or absent with a reason). Created
// whether or not the feature is on, so switching it on later finds the registers kept.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('residentials')
    .$call(withId(dialect))
    .addColumn('module_instance_id', 'integer', (c) =>
      c.notNull().references('module_instances.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    /** YYYY-MM-DD, first and last day. */
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    /** Bumped by each save of the register (409 on a stale one). */
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('residentials_instance_idx').on('residentials').column('module_instance_id').execute();
  await db.schema
    .createTable('residential_attendance')
    .$call(withId(dialect))
    .addColumn('residential_id', 'integer', (c) => c.notNull().references('residentials.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    /** Present, Late or Absent. */
    .addColumn('status', 'text', (c) => c.notNull())
    /** Required when Absent; '' otherwise allowed. */
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recorded_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('residential_attendance_key', ['residential_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('residential_attendance_student_idx')
    .on('residential_attendance')
    .column('student_id')
    .execute();
}
