import type { Transaction } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

// Issue 14: the money calls of one student (a refund, credit applied) hold the student's row for
// the transaction on PostgreSQL, so two at once cannot both spend the same credit; SQLite writes
// one transaction at a time already. An unknown student is a 404.

export async function lockStudent(trx: Transaction<Database>, dialect: Dialect, studentId: number): Promise<void> {
  const student = await trx
    .selectFrom('students')
    .select('id')
    .where('id', '=', studentId)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
  if (!student) throw notFound(`There is no student with id ${studentId}.`);
}
