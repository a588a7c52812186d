import type { Kysely } from 'kysely';
import { EMAIL_TEMPLATES_0006 } from './frozen/2026-11-22-0006-email-templates.ts';
import { insertMissingTemplates } from './2026-11-22-0006-mail.ts';

// Issue 12: databases made before the diocese-evidence-request and folder-request-outcome templates
// existed got them at request time (the handlers re-seeded inside their transactions). They now
// arrive here: every default template whose key is missing is added; an edited one is never touched.

export async function up(db: Kysely<unknown>): Promise<void> {
  await insertMissingTemplates(db, EMAIL_TEMPLATES_0006);
}
