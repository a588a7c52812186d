import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { categoryForPathKey, createPageBody, STUDENT_PAGE_KEYS } from '@collegium/domain/portal-pages';
import { DEMO_STUDENT_PAGES, KNOWLEDGE_BASE, seedPortalPages } from '../../demo/portal-pages.ts';
import { isSafeLink, renderMarkdown, splitHelpTabs } from './render.ts';

const { app, db } = await createTestApp();
await seedPortalPages(db.kysely);
const editor = await buildUser(db, { permissions: 'pages:list pages:edit', firstName: 'Miriam', lastName: 'Clarke' });
const viewer = await buildUser(db, { permissions: 'pages:list' });
const staff = await buildUser(db, { permissions: 'dashboard:view' });
const student = await buildUser(db, { permissions: 'forms:student' });
const editorCookie = await login(app, editor);
const viewerCookie = await login(app, viewer);
const staffCookie = await login(app, staff);
const studentCookie = await login(app, student);

async function pageId(pathKey: string): Promise<{ id: number; version: number }> {
  const row = await db.kysely
    .selectFrom('portal_pages')
    .select(['id', 'version'])
    .where('path_key', '=', pathKey)
    .executeTakeFirstOrThrow();
  return row;
}

describe('rendering Markdown safely', () => {
  it('escapes raw HTML, so script tags and event handlers are shown as text', () => {
    const html = renderMarkdown(
      'Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<div style="x">raw</div>',
    );
    expect(html).not.toMatch(/<script|<img|<div/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=');
    expect(html).toContain('&lt;div style=');
  });

  it('keeps http(s), mailto and relative links; drops javascript:, data: and protocol-relative ones', () => {
    const html = renderMarkdown(
      '[web](https://www.chester.ac.uk) [mail](mailto:registry@college.ac.uk) [here](/forms/help) ' +
        '[bad](javascript:alert(1)) [bad2](JaVaScRiPt:alert(1)) [bad3](data:text/html;base64,PHNjcmlwdD4=) [bad4](//evil.example) ![i](javascript:x)',
    );
    expect(html).toContain('<a href="https://www.chester.ac.uk" target="_blank" rel="noopener noreferrer">web</a>');
    expect(html).toContain('<a href="mailto:registry@college.ac.uk">mail</a>');
    expect(html).toContain('<a href="/forms/help">here</a>');
    expect(html).not.toMatch(/href="(javascript|data|\/\/)/i);
    expect(html).not.toMatch(/<img/);
    expect(html).toContain('[bad](javascript:alert(1))');
    expect(isSafeLink('java\tscript:alert(1)')).toBe(false);
    expect(isSafeLink('vbscript:msgbox')).toBe(false);
    expect(isSafeLink('itsupport/email')).toBe(true);
  });

  it('splits the Help page into tabs at level-2 headings, ignoring headings in code', () => {
    const { introHtml, tabs } = splitHelpTabs(
      'Choose a tab.\n\n## Using the **portal**\nText one\n```\n## not a tab\n```\n## Contacts\n- Registry',
    );
    expect(introHtml).toBe('<p>Choose a tab.</p>\n');
    expect(tabs.map((t) => t.title)).toEqual(['Using the portal', 'Contacts']);
    expect(tabs[0]?.html).toContain('## not a tab');
    expect(tabs[1]?.html).toBe('<ul>\n<li>Registry</li>\n</ul>\n');
  });
});

describe('portal pages for staff', () => {
  it('lists every page with filters, the knowledge base installed by the migration', async () => {
    const all = await app.inject({ method: 'GET', url: '/api/portal-pages', headers: { cookie: viewerCookie } });
    expect(all.statusCode).toBe(200);
    const keys = all.json().items.map((p: { pathKey: string }) => p.pathKey);
    expect(keys).toEqual(
      expect.arrayContaining(['course', 'help', 'itsupport/email', 'kb/students', 'student-support-faqs']),
    );
    const kb = await app.inject({
      method: 'GET',
      url: '/api/portal-pages?category=KB',
      headers: { cookie: viewerCookie },
    });
    expect(kb.json().items).toHaveLength(KNOWLEDGE_BASE.length);
    const it = await app.inject({
      method: 'GET',
      url: '/api/portal-pages?category=ITSupport&search=MAIL',
      headers: { cookie: viewerCookie },
    });
    expect(it.json().items.map((p: { pathKey: string }) => p.pathKey)).toEqual(['itsupport/email']);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/portal-pages?category=Nope',
      headers: { cookie: viewerCookie },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('needs pages:list to see and pages:edit to write', async () => {
    const { id, version } = await pageId('wellbeing');
    expect(
      (await app.inject({ method: 'GET', url: '/api/portal-pages', headers: { cookie: staffCookie } })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/portal-pages/${id}`, headers: { cookie: studentCookie } }))
        .statusCode,
    ).toBe(403);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/portal-pages/${id}`,
      headers: { cookie: viewerCookie },
      payload: { title: 'Well-being', body: 'Changed', published: true, version },
    });
    expect(put.statusCode).toBe(403);
    const create = await app.inject({
      method: 'POST',
      url: '/api/portal-pages',
      headers: { cookie: viewerCookie },
      payload: { pathKey: 'itsupport/printing', title: 'Printing', category: 'ITSupport', body: 'x', published: true },
    });
    expect(create.statusCode).toBe(403);
    expect((await pageId('wellbeing')).version).toBe(version);
  });

  it('saves an edit with the version read, audited; a stale version is 409', async () => {
    const { id, version } = await pageId('studyskills');
    const payload = { title: 'Study Skills', body: '## Essays\nPlan first.', published: true, version };
    const res = await app.inject({
      method: 'PUT',
      url: `/api/portal-pages/${id}`,
      headers: { cookie: editorCookie },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pathKey: 'studyskills',
      body: '## Essays\nPlan first.',
      version: version + 1,
      updatedBy: 'Miriam Clarke',
      published: true,
    });
    const again = await app.inject({
      method: 'PUT',
      url: `/api/portal-pages/${id}`,
      headers: { cookie: editorCookie },
      payload: { ...payload, body: 'Lost update' },
    });
    expect(again.statusCode).toBe(409);
    expect((await pageId('studyskills')).version).toBe(version + 1);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'changes', 'actor_user_id'])
      .where('entity', '=', 'portal_pages')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', actor_user_id: editor.id });
    expect(JSON.parse(audit[0]?.changes ?? '{}').body.to).toBe('## Essays\nPlan first.');
  });

  it('refuses bad input with 422 per field', async () => {
    const { id, version } = await pageId('hub');
    const put = await app.inject({
      method: 'PUT',
      url: `/api/portal-pages/${id}`,
      headers: { cookie: editorCookie },
      payload: { title: ' ', body: '', published: true, version },
    });
    expect(put.statusCode).toBe(422);
    expect(
      put
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['body', 'title']);
    const wrongCategory = await app.inject({
      method: 'POST',
      url: '/api/portal-pages',
      headers: { cookie: editorCookie },
      payload: { pathKey: 'itsupport/printing', title: 'Printing', category: 'Student', body: 'x', published: true },
    });
    expect(wrongCategory.statusCode).toBe(422);
    expect(wrongCategory.json().details).toEqual([
      { param: 'category', message: 'A page at itsupport/printing belongs in IT Support (ITSupport).' },
    ]);
    const badKey = await app.inject({
      method: 'POST',
      url: '/api/portal-pages',
      headers: { cookie: editorCookie },
      payload: { pathKey: '../Etc', title: 'x', category: 'Student', body: 'x', published: true },
    });
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().details[0].param).toBe('pathKey');
    const taken = await app.inject({
      method: 'POST',
      url: '/api/portal-pages',
      headers: { cookie: editorCookie },
      payload: { pathKey: 'course', title: 'Again', category: 'Student', body: 'x', published: true },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().details).toEqual([
      { param: 'pathKey', message: 'A page at course already exists; edit that one instead.' },
    ]);
  });

  it('previews the rendered page without saving, raw HTML escaped', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/portal-pages/preview',
      headers: { cookie: viewerCookie },
      payload: { body: '**Bold** <script>alert(1)</script> [x](javascript:alert(1))' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().html).toBe(
      '<p><strong>Bold</strong> &lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1))</p>\n',
    );
  });
});

describe('students reading content pages', () => {
  it('a student reads a published page by path key, as safe HTML', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/forms/pages/chester',
      headers: { cookie: studentCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pathKey: 'chester', title: 'Chester', category: 'Student', tabs: [] });
    expect(res.json().html).toContain('<strong>University of Chester</strong>');
    expect(res.json()).not.toHaveProperty('body');
    const it = await app.inject({
      method: 'GET',
      url: '/api/forms/pages/itsupport/email',
      headers: { cookie: studentCookie },
    });
    expect(it.json().title).toBe('College e-mail');
    const help = await app.inject({ method: 'GET', url: '/api/forms/pages/help', headers: { cookie: studentCookie } });
    expect(help.json().tabs.map((t: { title: string }) => t.title)).toEqual([
      'Using the portal',
      'Assignments and extensions',
      'Contacts',
    ]);
  });

  it('an unpublished page is not shown to students, and published again it is', async () => {
    const { id, version } = await pageId('policies');
    const hide = await app.inject({
      method: 'PUT',
      url: `/api/portal-pages/${id}`,
      headers: { cookie: editorCookie },
      payload: { title: 'Policies and Values', body: 'Draft <b>text</b>', published: false, version },
    });
    expect(hide.statusCode).toBe(200);
    const hidden = await app.inject({
      method: 'GET',
      url: '/api/forms/pages/policies',
      headers: { cookie: studentCookie },
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('This page is not available yet.');
    const show = await app.inject({
      method: 'PUT',
      url: `/api/portal-pages/${id}`,
      headers: { cookie: editorCookie },
      payload: { title: 'Policies and Values', body: 'Draft <b>text</b>', published: true, version: version + 1 },
    });
    expect(show.statusCode).toBe(200);
    const shown = await app.inject({
      method: 'GET',
      url: '/api/forms/pages/policies',
      headers: { cookie: studentCookie },
    });
    expect(shown.json().html).toBe('<p>Draft &lt;b&gt;text&lt;/b&gt;</p>\n');
  });

  it('students cannot read knowledge-base articles or staff lists, and staff without forms:student cannot use the student call', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/forms/pages/kb/students', headers: { cookie: studentCookie } }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/kb', headers: { cookie: studentCookie } })).statusCode).toBe(
      403,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/api/forms/pages/course', headers: { cookie: staffCookie } }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/forms/pages/course' })).statusCode).toBe(401);
  });

  it('lists the published IT Support pages', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/forms/itsupport', headers: { cookie: studentCookie } });
    expect(res.json().items).toEqual([
      { pathKey: 'itsupport/email', title: 'College e-mail' },
      { pathKey: 'itsupport/vle', title: 'The VLE (Moodle)' },
      { pathKey: 'itsupport/wifi', title: 'Wi-Fi at hubs and residentials' },
    ]);
  });
});

describe('the staff knowledge base', () => {
  it('lists and searches published KB articles in title and text', async () => {
    const all = await app.inject({ method: 'GET', url: '/api/kb', headers: { cookie: staffCookie } });
    expect(all.statusCode).toBe(200);
    expect(all.json().items).toHaveLength(KNOWLEDGE_BASE.length);
    const found = await app.inject({
      method: 'GET',
      url: '/api/kb?search=TRANSFERS',
      headers: { cookie: staffCookie },
    });
    expect(found.json().items.map((a: { name: string }) => a.name)).toEqual(['students']);
    const none = await app.inject({ method: 'GET', url: '/api/kb?search=%25', headers: { cookie: staffCookie } });
    expect(none.json().items).toEqual([]);
  });

  it('reads one article as safe HTML; an unpublished one is gone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/kb/faculty', headers: { cookie: staffCookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().html).toContain('<strong>Teaching</strong>');
    const { id, version } = await pageId('kb/alumni');
    await app.inject({
      method: 'PUT',
      url: `/api/portal-pages/${id}`,
      headers: { cookie: editorCookie },
      payload: { title: 'Alumni', body: 'Hidden', published: false, version },
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/kb/alumni', headers: { cookie: staffCookie } })).statusCode,
    ).toBe(404);
    const list = await app.inject({ method: 'GET', url: '/api/kb', headers: { cookie: staffCookie } });
    expect(list.json().items.map((a: { name: string }) => a.name)).not.toContain('alumni');
  });
});

describe('knowledge-base excerpts', () => {
  it('are plain text: no Markdown marks, list numbers or link targets', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/kb?search=adding%20a%20tutor',
      headers: { cookie: staffCookie },
    });
    expect(res.json().items[0].excerpt).toMatch(
      /^Open Faculty → All faculty and choose New member of faculty\. Fill in the details: job title, department, start date and qualifications\. Fields marked/,
    );
    const wizard = await app.inject({ method: 'GET', url: '/api/kb?search=wizard', headers: { cookie: staffCookie } });
    expect(wizard.json().items[0].excerpt).toContain(
      'confirm their e-mail address and complete the application wizard, which saves on every Next.',
    );
  });
});

describe('the seeded pages', () => {
  it('the demo data has a page for every student path key, and IT Support pages, each valid as staff would save it', () => {
    const keys = DEMO_STUDENT_PAGES.map((p) => p.pathKey);
    expect(keys).toEqual(expect.arrayContaining([...STUDENT_PAGE_KEYS]));
    expect(keys.filter((k) => k.startsWith('itsupport/')).length).toBeGreaterThanOrEqual(3);
    for (const p of [...DEMO_STUDENT_PAGES, ...KNOWLEDGE_BASE]) {
      expect(createPageBody.safeParse({ ...p, published: true }).success, p.pathKey).toBe(true);
      expect(categoryForPathKey(p.pathKey)).toBe(p.category);
    }
  });

  it('the knowledge base has an article for each staff module in the menu', () => {
    const names = KNOWLEDGE_BASE.map((p) => p.pathKey);
    for (const module of [
      'students',
      'applications',
      'mystudents',
      'faculty',
      'modules',
      'leads',
      'alumni',
      'organisations',
      'contacts',
      'reporting',
      'users',
      'admin',
    ]) {
      expect(names).toContain(`kb/${module}`);
    }
  });
});
