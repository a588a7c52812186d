import { holdsEveryRightOf } from '@collegium/domain/permissions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import { permissionsIn } from './permissions-of.ts';

// The user-editing rule (issue 11, ARCHITECTURE "Editing users"): nobody changes the sign-in
// address, the status or the roles of a user who holds a right they lack, nor deletes that user
// or is handed a reset link for them; otherwise editing someone would be a way to become them.

export async function refuseUnlessHoldsRightsOf(
  kysely: Kysely<Database>,
  editor: readonly string[],
  targetUserId: number,
  message: string,
): Promise<void> {
  if (!holdsEveryRightOf(editor, await permissionsIn(kysely, targetUserId))) throw forbidden(message);
}
