import type { EmailTemplate, EmailTemplateList } from '@collegium/domain/email-templates';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { AuthContext } from '../../http/access.ts';
import { auditActor } from '../../http/actor.ts';
import { conflict, type ErrorDetail, notFound, validationFailed } from '../../http/errors.ts';
import { STALE_VERSION_MESSAGE } from '../entities/record-repository.ts';
import { personName } from '../users/person-name.ts';
import { checkPlaceholders } from './render.ts';
import { loadTemplate, type TemplateRow } from './templates.ts';

// admin/emailtemplates: reading the templates with who saved them last, and saving one, for
// template-routes.ts.

export async function templateOr404(ctx: AppContext, key: string): Promise<TemplateRow> {
  const template = await loadTemplate(ctx.db.kysely, key);
  if (!template) throw notFound('There is no e-mail template with that key.');
  return template;
}

/** 422 naming every placeholder the template may not use, per field. */
export function refuseUnknownPlaceholders(template: TemplateRow, subject: string, body: string): void {
  const allowed = template.placeholders.map((p) => p.name);
  const details: ErrorDetail[] = [];
  for (const [param, text] of [
    ['subject', subject],
    ['body', body],
  ] as const) {
    const { unknown, malformed } = checkPlaceholders(text, allowed);
    if (unknown.length > 0) {
      const names = unknown.map((n) => `{{${n}}}`).join(', ');
      details.push({
        param,
        message: `${unknown.length === 1 ? 'This placeholder is' : 'These placeholders are'} not available in this template: ${names}.`,
      });
    }
    if (malformed.length > 0) {
      details.push({
        param,
        message: `Not a placeholder: ${malformed.join(', ')}. Use a name from the list, such as {{${allowed[0] ?? 'name'}}}.`,
      });
    }
  }
  if (details.length > 0) throw validationFailed(details);
}

async function updatedByNames(ctx: AppContext, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db.kysely
    .selectFrom('users')
    .innerJoin('people', 'people.id', 'users.person_id')
    .select(['users.id', 'people.first_name', 'people.last_name', 'people.preferred_name'])
    .where('users.id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, personName(r)]));
}

export async function describeTemplate(ctx: AppContext, t: TemplateRow): Promise<EmailTemplate> {
  const names = await updatedByNames(ctx, [t.updatedBy]);
  return {
    key: t.key,
    name: t.name,
    subject: t.subject,
    body: t.body,
    placeholders: t.placeholders,
    updatedAt: t.updatedAt,
    updatedBy: t.updatedBy === null ? null : (names.get(t.updatedBy) ?? null),
    version: t.version,
  };
}

export async function listTemplates(ctx: AppContext): Promise<EmailTemplateList> {
  const rows = await ctx.db.kysely
    .selectFrom('email_templates')
    .select(['key', 'name', 'subject', 'updated_at', 'updated_by_user_id', 'version'])
    .orderBy('name')
    .execute();
  const names = await updatedByNames(
    ctx,
    rows.map((r) => r.updated_by_user_id),
  );
  return {
    items: rows.map((r) => ({
      key: r.key,
      name: r.name,
      subject: r.subject,
      updatedAt: r.updated_at,
      updatedBy: r.updated_by_user_id === null ? null : (names.get(r.updated_by_user_id) ?? null),
      version: r.version,
    })),
  };
}

/** Saves a template's subject and body (409 when someone else saved first), audited. */
export async function saveTemplate(
  ctx: AppContext,
  auth: AuthContext,
  key: string,
  input: { subject: string; body: string; version: number },
  ip: string,
): Promise<EmailTemplate> {
  const template = await templateOr404(ctx, key);
  const { subject, body, version } = input;
  refuseUnknownPlaceholders(template, subject, body);
  const now = new Date().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('email_templates')
      .set((eb) => ({
        subject,
        body,
        updated_at: now,
        updated_by_user_id: auth.user.id,
        version: eb('version', '+', 1),
      }))
      .where('key', '=', template.key)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict(STALE_VERSION_MESSAGE);
    const changes: Record<string, { from: string; to: string }> = {};
    if (template.subject !== subject) changes.subject = { from: template.subject, to: subject };
    if (template.body !== body) changes.body = { from: template.body, to: body };
    await recordAudit(trx, {
      ...auditActor(auth),
      entity: 'email_templates',
      entityId: template.key,
      action: 'update',
      changes,
      ip,
    });
  });
  return describeTemplate(ctx, await templateOr404(ctx, template.key));
}
