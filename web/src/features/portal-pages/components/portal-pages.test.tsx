import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { toCurrentUser } from '../../../lib/session/current-user.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { json, mockFetch, type MockHandler, userAnswer } from '../../../test/mock-fetch.ts';
import { ContentPageScreen, pathKeyOf } from './content-page-screen.tsx';
import { PortalPagesScreen } from './portal-pages-screen.tsx';

const summary = {
  id: 7,
  pathKey: 'wellbeing',
  title: 'Well-being',
  category: 'Student',
  published: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
  updatedBy: null,
  version: 3,
};

function show(
  path: string,
  routes: { path: string; key: string; Component: () => React.ReactNode }[],
  permissions: string[],
  handler: MockHandler,
) {
  useSessionStore.setState({ status: 'authenticated', user: toCurrentUser(userAnswer({ permissions })) });
  mockFetch(handler);
  const router = createMemoryRouter(
    routes.map((r) => ({ path: r.path, handle: { key: r.key }, Component: r.Component })),
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the portal pages editor', () => {
  it('shows the live preview, and on a 409 offers to reload the newer version', async () => {
    const saves: unknown[] = [];
    show(
      '/admin/portalpages?id=7',
      [{ path: '/admin/portalpages', key: 'admin.portalpages', Component: PortalPagesScreen }],
      ['pages:list', 'pages:edit'],
      ({ method, path, body }) => {
        if (path.startsWith('/api/portal-pages?') || path === '/api/portal-pages')
          return json(200, { items: [summary], abilities: { canEdit: true } });
        if (method === 'GET' && path === '/api/portal-pages/7') return json(200, { ...summary, body: 'Old text' });
        if (path === '/api/portal-pages/preview') {
          const text = (body as { body: string }).body;
          return json(200, {
            pathKey: 'wellbeing',
            title: '',
            category: '',
            updatedAt: '',
            tabs: [],
            html: `<p>${text.replace(/</g, '&lt;')}</p>`,
          });
        }
        if (method === 'PUT' && path === '/api/portal-pages/7') {
          saves.push(body);
          return json(409, { status: 409, code: 'conflict', message: 'Someone else changed this record.' });
        }
        return json(404, { status: 404, code: 'not_found', message: 'Not found.' });
      },
    );
    const text = await screen.findByRole('textbox', { name: 'Page text' });
    await userEvent.clear(text);
    await userEvent.type(text, 'New <b>words</b>');
    const preview = screen.getByRole('region', { name: 'Page preview' });
    await waitFor(() => expect(preview.textContent).toBe('New <b>words</b>'));
    expect(within(preview).queryByText('words', { selector: 'b' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(await screen.findByText(/Someone else saved this page after you opened it/)).toBeDefined();
    expect(saves).toEqual([{ title: 'Well-being', body: 'New <b>words</b>', published: true, version: 3 }]);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
  });

  it('shows 422 messages under their fields', async () => {
    show(
      '/admin/portalpages?id=7',
      [{ path: '/admin/portalpages', key: 'admin.portalpages', Component: PortalPagesScreen }],
      ['pages:list', 'pages:edit'],
      ({ method, path }) => {
        if (path.startsWith('/api/portal-pages?') || path === '/api/portal-pages')
          return json(200, { items: [summary], abilities: { canEdit: true } });
        if (method === 'GET' && path === '/api/portal-pages/7') return json(200, { ...summary, body: 'Old text' });
        if (path === '/api/portal-pages/preview')
          return json(200, { pathKey: 'wellbeing', title: '', category: '', updatedAt: '', tabs: [], html: '' });
        if (method === 'PUT')
          return json(422, {
            status: 422,
            code: 'validation_failed',
            message: 'Check the fields.',
            details: [{ param: 'title', message: 'Enter a title.' }],
          });
        return json(404, { status: 404, code: 'not_found', message: 'Not found.' });
      },
    );
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, ' ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a title.')).toBeDefined();
    expect(title.getAttribute('aria-invalid')).toBe('true');
  });

  it('without pages:edit the page is read-only', async () => {
    show(
      '/admin/portalpages?id=7',
      [{ path: '/admin/portalpages', key: 'admin.portalpages', Component: PortalPagesScreen }],
      ['pages:list'],
      ({ method, path }) => {
        if (path.startsWith('/api/portal-pages?') || path === '/api/portal-pages')
          return json(200, { items: [summary], abilities: { canEdit: false } });
        if (method === 'GET' && path === '/api/portal-pages/7') return json(200, { ...summary, body: 'Old text' });
        return json(200, {
          pathKey: 'wellbeing',
          title: '',
          category: '',
          updatedAt: '',
          tabs: [],
          html: '<p>Old text</p>',
        });
      },
    );
    expect(await screen.findByText(/changing them needs the pages:edit permission/)).toBeDefined();
    expect((screen.getByRole('textbox', { name: 'Page text' }) as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New page' })).toBeNull();
  });
});

describe('a student content page', () => {
  const routes = [
    { path: '/forms/help', key: 'forms.help', Component: ContentPageScreen },
    { path: '/forms/course', key: 'forms.course', Component: ContentPageScreen },
    { path: '/forms/itsupport/:name', key: 'forms.itsupport', Component: ContentPageScreen },
  ];

  it('finds its path key from the route', () => {
    expect(pathKeyOf('forms.course', undefined)).toBe('course');
    expect(pathKeyOf('forms.student-support-faqs', undefined)).toBe('student-support-faqs');
    expect(pathKeyOf('forms.itsupport', 'email')).toBe('itsupport/email');
  });

  it('shows the Help page in tabs and lists the IT Support pages', async () => {
    show('/forms/help', routes, ['forms:student'], ({ path }) => {
      if (path === '/api/forms/pages/help')
        return json(200, {
          pathKey: 'help',
          title: 'Help',
          category: 'Student',
          updatedAt: '2026-11-01T10:00:00.000Z',
          html: '<p>Choose a tab.</p>',
          tabs: [
            { title: 'Using the portal', html: '<p>Forms save.</p>' },
            { title: 'Contacts', html: '<p>Registry: 01904 555 210</p>' },
          ],
        });
      if (path === '/api/forms/itsupport')
        return json(200, { items: [{ pathKey: 'itsupport/email', title: 'College e-mail' }] });
      return json(404, { status: 404, code: 'not_found', message: 'Not found.' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeDefined();
    expect(screen.getByRole('tabpanel').textContent).toBe('Forms save.');
    await userEvent.click(screen.getByRole('tab', { name: 'Contacts' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Registry: 01904 555 210');
    expect((await screen.findByRole('link', { name: 'College e-mail' })).getAttribute('href')).toBe(
      '/forms/itsupport/email',
    );
  });

  it('says so when the page is not published', async () => {
    show('/forms/course', routes, ['forms:student'], () =>
      json(404, { status: 404, code: 'not_found', message: 'This page is not available yet.' }),
    );
    expect(await screen.findByRole('heading', { name: 'This page is not available yet' })).toBeDefined();
  });

  it('reads an IT Support page by the name in the address', async () => {
    const asked: string[] = [];
    show('/forms/itsupport/wifi', routes, ['forms:student'], ({ path }) => {
      asked.push(path);
      return json(200, {
        pathKey: 'itsupport/wifi',
        title: 'Wi-Fi',
        category: 'ITSupport',
        updatedAt: '2026-11-01T10:00:00.000Z',
        html: '<p>Connect.</p>',
        tabs: [],
      });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wi-Fi' })).toBeDefined();
    expect(asked).toContain('/api/forms/pages/itsupport/wifi');
  });
});

describe('unsaved changes', () => {
  it('asks before going back to the list (the phone layout jsdom gets), and Stay keeps the draft', async () => {
    const other = { ...summary, id: 8, pathKey: 'hub', title: 'My Hub' };
    const router = show(
      '/admin/portalpages?id=7',
      [{ path: '/admin/portalpages', key: 'admin.portalpages', Component: PortalPagesScreen }],
      ['pages:list', 'pages:edit'],
      ({ method, path }) => {
        if (path.startsWith('/api/portal-pages?') || path === '/api/portal-pages')
          return json(200, { items: [summary, other], abilities: { canEdit: true } });
        if (method === 'GET' && path === '/api/portal-pages/7') return json(200, { ...summary, body: 'Old text' });
        if (method === 'GET' && path === '/api/portal-pages/8') return json(200, { ...other, body: 'Hub text' });
        return json(200, { pathKey: 'x', title: '', category: '', updatedAt: '', tabs: [], html: '' });
      },
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Page text' }), ' and more');
    await userEvent.click(screen.getByRole('button', { name: 'All pages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(((await screen.findByRole('textbox', { name: 'Page text' })) as HTMLTextAreaElement).value).toBe(
      'Old text and more',
    );
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe('7');
  });
});
