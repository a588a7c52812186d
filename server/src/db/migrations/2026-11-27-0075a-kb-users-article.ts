import type { Kysely } from 'kysely';
import { KNOWLEDGE_BASE_0010 } from './frozen/2026-11-22-0010-knowledge-base.ts';

// Issue 19: the knowledge base's Users article as migration 0010 installed it told staff to "untick
// Active" and to "Save"; the user record now has Deactivate and New user sends an invitation. The
// article is rewritten to the screens as they are, only where the college has not edited it since.

export const KB_USERS_0075A =
  '1. Open **Users → All users** and choose **New user**.\n2. Enter their first and last name and **Sign-in e-mail**, then how they sign in: **E-mail them a link to choose a password**, or **Work account only (single sign-on with this address)**.\n3. Tick their roles (Registry, Admissions, Finance, Tutor...). Each role is a list of permissions; the panel beside the form shows what the account will open. You cannot give a right you do not hold yourself.\n4. Choose **Create and send invitation** (or **Create account** for a work account). On their record page, **Direct permissions** adds permission strings on top of the roles, e.g. `students:view leads:*`; use it sparingly.\n\nWhen someone leaves, open their record and choose **Deactivate** rather than deleting them: every session of theirs ends at once, a deactivated account cannot sign in, and their name stays on the records they changed.';

export async function up(db: Kysely<unknown>): Promise<void> {
  const installed = KNOWLEDGE_BASE_0010.find((p) => p.pathKey === 'kb/users');
  if (!installed) return;
  const k = db as Kysely<{ portal_pages: { path_key: string; body: string; updated_at: string } }>;
  await k
    .updateTable('portal_pages')
    .set({ body: KB_USERS_0075A, updated_at: new Date().toISOString() })
    .where('path_key', '=', 'kb/users')
    .where('body', '=', installed.body)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const installed = KNOWLEDGE_BASE_0010.find((p) => p.pathKey === 'kb/users');
  if (!installed) return;
  const k = db as Kysely<{ portal_pages: { path_key: string; body: string } }>;
  await k
    .updateTable('portal_pages')
    .set({ body: installed.body })
    .where('path_key', '=', 'kb/users')
    .where('body', '=', KB_USERS_0075A)
    .execute();
}
