import { abilitiesFor } from '@collegium/domain/abilities';
import {
  catalogueUrl,
  type LibraryAccountInput,
  type LibraryAccountView,
  type PortalLibraryView,
} from '@collegium/domain/library';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { conflict } from '../../http/errors.ts';
import { noStudent } from '../../http/student-id-param.ts';
import { onUniqueViolation } from '../../http/db-constraints.ts';

// Issue 20, feature library: the queries behind the library calls (routes.ts).

const TAKEN = 'That library account number belongs to another student already.';

async function accountRow(db: Kysely<Database>, studentId: number) {
  return db
    .selectFrom('library_accounts')
    .select(['account_number', 'updated_at'])
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}

async function studentExists(db: Kysely<Database>, studentId: number): Promise<boolean> {
  return (await db.selectFrom('students').select('id').where('id', '=', studentId).executeTakeFirst()) !== undefined;
}

/** The portal's view: the signed-in student's own account. */
export async function readOwnLibrary(
  db: Kysely<Database>,
  studentId: number,
  template: string | null,
): Promise<PortalLibraryView> {
  const row = await accountRow(db, studentId);
  const accountNumber = row?.account_number ?? null;
  return { accountNumber, catalogueUrl: catalogueUrl(template, accountNumber) };
}

/** The record's view of one student's account, with what the caller may do. */
export async function readLibraryAccount(
  db: Kysely<Database>,
  studentId: number,
  template: string | null,
  permissions: readonly string[],
): Promise<LibraryAccountView> {
  if (!(await studentExists(db, studentId))) throw noStudent(studentId);
  const row = await accountRow(db, studentId);
  const accountNumber = row?.account_number ?? null;
  return {
    accountNumber,
    catalogueUrl: catalogueUrl(template, accountNumber),
    updatedAt: row?.updated_at ?? null,
    abilities: abilitiesFor('library', permissions),
  };
}

/** Sets (or with null clears) a student's account number, audited; a number is one student's only. */
export async function saveLibraryAccount(
  db: Db,
  studentId: number,
  input: LibraryAccountInput,
  actor: Actor,
  template: string | null,
): Promise<LibraryAccountView> {
  await onUniqueViolation(conflict(TAKEN), () =>
    db.kysely.transaction().execute(async (trx) => {
      if (!(await studentExists(trx, studentId))) throw noStudent(studentId);
      const before = (await accountRow(trx, studentId))?.account_number ?? null;
      if (before === input.accountNumber) return;
      if (input.accountNumber !== null) {
        const holder = await trx
          .selectFrom('library_accounts')
          .select('student_id')
          .where('account_number', '=', input.accountNumber)
          .where('student_id', '<>', studentId)
          .executeTakeFirst();
        if (holder) throw conflict(TAKEN);
      }
      await trx.deleteFrom('library_accounts').where('student_id', '=', studentId).execute();
      if (input.accountNumber !== null) {
        await trx
          .insertInto('library_accounts')
          .values({ student_id: studentId, account_number: input.accountNumber, updated_at: new Date().toISOString() })
          .execute();
      }
      await recordAudit(trx, {
        ...auditActor(actor),
        entity: 'students',
        entityId: studentId,
        action: 'library-account',
        changes: { accountNumber: { from: before, to: input.accountNumber } },
        ip: actor.ip,
      });
    }),
  );
  return readLibraryAccount(db.kysely, studentId, template, actor.permissions);
}
