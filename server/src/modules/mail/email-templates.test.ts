import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEFAULT_EMAIL_TEMPLATES } from '../../demo/email-templates.ts';
import { placeholdersIn } from './render.ts';
import { TEMPLATE_KEYS } from './template-catalogue.ts';

const { app, db } = await createTestApp({ COLLEGE_NAME: 'St Hild College' });
const admin = await buildUser(db, { permissions: 'admin:templates', firstName: 'Ruth', lastName: 'Okafor' });
const cookie = await login(app, admin);

describe('e-mail templates', () => {
  it('every template the code sends is installed, and uses only the placeholders it declares', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/email-templates', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .items.map((t: { key: string }) => t.key)
        .sort(),
    ).toEqual([...TEMPLATE_KEYS].sort());
    for (const t of DEFAULT_EMAIL_TEMPLATES) {
      const declared = t.placeholders.map((p) => p.name);
      expect(placeholdersIn(`${t.subject}\n${t.body}`).filter((n) => !declared.includes(n))).toEqual([]);
    }
  });

  it('a fresh database holds exactly the default templates (a changed default needs a new migration)', async () => {
    const rows = await db.kysely
      .selectFrom('email_templates')
      .select(['key', 'name', 'subject', 'body', 'placeholders'])
      .orderBy('key')
      .execute();
    const expected = [...DEFAULT_EMAIL_TEMPLATES]
      .sort((a, b) => (a.key < b.key ? -1 : 1))
      .map((t) => ({ key: t.key, name: t.name, subject: t.subject, body: t.body, placeholders: t.placeholders }));
    expect(rows.map((r) => ({ ...r, placeholders: JSON.parse(r.placeholders) }))).toEqual(expected);
  });

  it('reads one with its placeholder list', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/email-templates/reference-request', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const t = res.json();
    expect(t).toMatchObject({ key: 'reference-request', name: 'Reference request', version: 1, updatedBy: null });
    expect(t.placeholders.map((p: { name: string }) => p.name)).toEqual([
      'refereeName',
      'applicantName',
      'courseName',
      'referenceLink',
      'expiresOn',
      'collegeName',
    ]);
    expect(t.body).toContain('{{referenceLink}}');
    expect(
      (await app.inject({ method: 'GET', url: '/api/email-templates/nope', headers: { cookie } })).statusCode,
    ).toBe(404);
  });

  it('previews with sample values through the sending renderer', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/email-templates/reference-request/preview',
      headers: { cookie },
      payload: {
        subject: 'Reference for {{applicantName}} <b>',
        body: 'Dear {{refereeName}}, see {{referenceLink}} — {{collegeName}}',
      },
    });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.subject).toBe('Reference for Hannah Whitfield <b>');
    expect(p.text).toBe(
      'Dear Revd Canon Peter Holloway, see https://portal.example.ac.uk/pages/reference/8f2c41d0e7 — St Hild College',
    );
    expect(p.html).toContain('<title>Reference for Hannah Whitfield &lt;b&gt;</title>');
    expect(p.html).toContain('<a href="https://portal.example.ac.uk/pages/reference/8f2c41d0e7">');
  });

  it('refuses unknown or malformed placeholders with 422 naming them, per field', async () => {
    const { version } = (
      await app.inject({ method: 'GET', url: '/api/email-templates/password-reset', headers: { cookie } })
    ).json();
    const res = await app.inject({
      method: 'PUT',
      url: '/api/email-templates/password-reset',
      headers: { cookie },
      payload: {
        subject: 'Reset for {{firstName}}',
        body: 'Go to {{resetLink}} or {{applicantName}} and {{reset link}}',
        version,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      { param: 'subject', message: 'This placeholder is not available in this template: {{firstName}}.' },
      { param: 'body', message: 'This placeholder is not available in this template: {{applicantName}}.' },
      { param: 'body', message: 'Not a placeholder: {{reset link}}. Use a name from the list, such as {{name}}.' },
    ]);
    const preview = await app.inject({
      method: 'POST',
      url: '/api/email-templates/password-reset/preview',
      headers: { cookie },
      payload: { subject: 'x', body: '{{applicantName}}' },
    });
    expect(preview.statusCode).toBe(422);
    const blank = await app.inject({
      method: 'PUT',
      url: '/api/email-templates/password-reset',
      headers: { cookie },
      payload: { subject: ' ', body: 'x', version },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().details).toEqual([{ param: 'subject', message: 'Enter a subject.' }]);
    // Nothing was saved.
    const after = (
      await app.inject({ method: 'GET', url: '/api/email-templates/password-reset', headers: { cookie } })
    ).json();
    expect(after.version).toBe(version);
  });

  it('saves, bumps the version, records who, audits, and refuses a stale version with 409', async () => {
    const before = (
      await app.inject({ method: 'GET', url: '/api/email-templates/onboarding-vle', headers: { cookie } })
    ).json();
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/email-templates/onboarding-vle',
      headers: { cookie },
      payload: {
        subject: 'Your online learning at {{collegeName}}',
        body: 'Dear {{studentName}},\n\nSign in at {{vleLink}}.',
        version: before.version,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      subject: 'Your online learning at {{collegeName}}',
      version: before.version + 1,
      updatedBy: 'Ruth Okafor',
    });
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['actor_user_id', 'action', 'changes'])
      .where('entity', '=', 'email_templates')
      .where('entity_id', '=', 'onboarding-vle')
      .executeTakeFirstOrThrow();
    expect(audit.actor_user_id).toBe(admin.id);
    expect(JSON.parse(audit.changes as string).subject).toEqual({
      from: before.subject,
      to: 'Your online learning at {{collegeName}}',
    });

    const stale = await app.inject({
      method: 'PUT',
      url: '/api/email-templates/onboarding-vle',
      headers: { cookie },
      payload: { subject: 'Stale', body: 'Stale', version: before.version },
    });
    expect(stale.statusCode).toBe(409);
    const list = (await app.inject({ method: 'GET', url: '/api/email-templates', headers: { cookie } })).json();
    expect(list.items.find((t: { key: string }) => t.key === 'onboarding-vle')).toMatchObject({
      version: before.version + 1,
      updatedBy: 'Ruth Okafor',
    });
  });

  it('needs admin:templates', async () => {
    const other = await buildUser(db, { permissions: 'admin:admin students:view' });
    const otherCookie = await login(app, other);
    for (const [method, url] of [
      ['GET', '/api/email-templates'],
      ['GET', '/api/email-templates/password-reset'],
      ['POST', '/api/email-templates/password-reset/preview'],
      ['PUT', '/api/email-templates/password-reset'],
    ] as const) {
      expect(
        (
          await app.inject({
            method,
            url,
            headers: { cookie: otherCookie },
            payload: { subject: 'a', body: 'b', version: 1 },
          })
        ).statusCode,
      ).toBe(403);
      expect((await app.inject({ method, url, payload: { subject: 'a', body: 'b', version: 1 } })).statusCode).toBe(
        401,
      );
    }
  });
});
