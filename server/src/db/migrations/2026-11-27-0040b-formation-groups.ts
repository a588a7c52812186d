import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 20, feature formation-groups: formation (pastoral) groups of an academic year, each led by
// a member of faculty, and their students (one group per student and year).

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('formation_groups')
    .$call(withId(dialect))
    .addColumn('academic_year', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('leader_faculty_id', 'integer', (c) => c.notNull().references('faculty.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('formation_groups_year_name_idx')
    .on('formation_groups')
    .columns(['academic_year', 'name'])
    .unique()
    .execute();
  await db.schema
    .createIndex('formation_groups_leader_idx')
    .on('formation_groups')
    .column('leader_faculty_id')
    .execute();
  await db.schema
    .createTable('formation_group_members')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('formation_groups.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('academic_year', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('formation_group_members_pk', ['group_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('formation_group_members_student_year_idx')
    .on('formation_group_members')
    .columns(['student_id', 'academic_year'])
    .unique()
    .execute();
}
