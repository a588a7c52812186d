import { LEARNING_SUPPORT_CATEGORIES, type learningSupportSchema } from '@collegium/domain/student-forms/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { audit, diff, type Executor } from './form-details.ts';
import type { OwnStudent } from '../../http/own-student.ts';

// The student's learning-support needs (special category: audits name the fields, never the
// values). The same row is what tutors see (My Students) and what a shared support declaration
// adds to (student-support/declarations.ts).

/** Categories are stored space-separated, each with its own spaces as hyphens ('Mental-health'). */
const storedForm = (category: string) => category.replace(/\s+/g, '-');
export const toStoredCategories = (categories: readonly string[]) => categories.map(storedForm).join(' ');

/** Read back as the catalogue spells them ('Long-term condition' keeps its own hyphen). */
export const fromStoredCategories = (stored: string) =>
  stored
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => LEARNING_SUPPORT_CATEGORIES.find((c) => storedForm(c) === token) ?? token.replace(/-/g, ' '));

export async function readLearningSupport(db: Executor, studentId: number) {
  const row = await db
    .selectFrom('learning_support')
    .select(['categories', 'needs', 'adjustments', 'disclosed_on'])
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    categories: fromStoredCategories(row.categories),
    needs: row.needs,
    adjustments: row.adjustments,
    disclosedOn: row.disclosed_on,
  };
}

export async function writeLearningSupport(db: Db, me: OwnStudent, input: z.output<typeof learningSupportSchema>) {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('learning_support')
      .select(['id', 'categories', 'needs'])
      .where('student_id', '=', me.id)
      .executeTakeFirst();
    const now = new Date().toISOString();
    const categories = toStoredCategories(input.categories);
    let id: number;
    if (before) {
      id = before.id;
      await trx
        .updateTable('learning_support')
        .set((eb) => ({ categories, needs: input.needs, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', before.id)
        .execute();
    } else {
      const inserted = await trx
        .insertInto('learning_support')
        .values({
          student_id: me.id,
          categories,
          needs: input.needs,
          adjustments: null,
          disclosed_on: now.slice(0, 10),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = inserted.id;
    }
    const changes = diff(
      { categories: before?.categories, needs: before?.needs },
      { categories, needs: input.needs },
      false,
    );
    await audit(trx, me.actor, 'learning_support', id, before ? 'update' : 'create', changes);
    const after = await readLearningSupport(trx, me.id);
    if (!after) throw notFound();
    return after;
  });
}
