import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, Link, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetCameFrom, trackCameFrom, useFromHere } from '../../lib/navigation/came-from.ts';
import { applyPageTitle } from '../../lib/routing/page-title.ts';
import { BackLink } from './back-link.tsx';

// Issue 19: a record's back link follows where the user came from (All applications, a report's
// figure...), in one place above the header, with the record's list as the fallback.

function Page({ title, children }: { title: string; children?: React.ReactNode }) {
  useEffect(() => applyPageTitle(title), [title]);
  return (
    <>
      <h1>{title}</h1>
      {children}
    </>
  );
}

function Report() {
  const fromHere = useFromHere();
  return (
    <Page title="Applications report">
      <Link to="/applications/all?academicYear=2027" state={fromHere}>
        2027/28
      </Link>
    </Page>
  );
}

function Record() {
  const { id } = useParams();
  return (
    <>
      <BackLink fallback={{ path: '/applications/ongoing', label: 'Ongoing applications' }} />
      <Page title={`Application ${id}`}>
        <Link to={`/applications/${id}?tab=answers`}>Answers</Link>
        <Link to="/students/9">Open the student</Link>
      </Page>
    </>
  );
}

function List({ title }: { title: string }) {
  return (
    <>
      <BackLink explicitOnly />
      <Page title={title}>
        <Link to="/applications/41">Ruth Okafor</Link>
      </Page>
    </>
  );
}

function show(initial: string) {
  const router = createMemoryRouter(
    [
      { path: '/reports/applications', element: <Report /> },
      { path: '/applications/all', element: <List title="All applications" /> },
      { path: '/applications/ongoing', element: <List title="Ongoing applications" /> },
      { path: '/applications/:id', element: <Record /> },
      {
        path: '/students/:id',
        element: (
          <>
            <BackLink fallback={{ path: '/students/all', label: 'All students' }} />
            <Page title="Ruth Okafor" />
          </>
        ),
      },
    ],
    { initialEntries: [initial] },
  );
  const stop = trackCameFrom(router);
  render(<RouterProvider router={router} />);
  return { router, stop };
}

const back = () => screen.getAllByRole('link')[0]!;

describe('BackLink', () => {
  beforeEach(() => resetCameFrom());
  afterEach(() => resetCameFrom());

  it('goes back to the list the record was opened from, and to the record list when opened directly', async () => {
    const user = userEvent.setup();
    const { router, stop } = show('/applications/all');
    await user.click(await screen.findByRole('link', { name: 'Ruth Okafor' }));
    await screen.findByRole('heading', { name: 'Application 41' });
    expect(back().textContent).toBe('All applications');
    expect(back().getAttribute('href')).toBe('/applications/all');

    // Another tab of the same record keeps the way back.
    await user.click(screen.getByRole('link', { name: 'Answers' }));
    expect(router.state.location.search).toBe('?tab=answers');
    expect(back().textContent).toBe('All applications');

    // From the record to a student: back to the application, tab and all.
    await user.click(screen.getByRole('link', { name: 'Open the student' }));
    await screen.findByRole('heading', { name: 'Ruth Okafor' });
    expect(back().textContent).toBe('Application 41');
    expect(back().getAttribute('href')).toBe('/applications/41?tab=answers');
    stop();
  });

  it('falls back to the record list when nothing says where the user came from', async () => {
    const { stop } = show('/applications/41');
    await screen.findByRole('heading', { name: 'Application 41' });
    expect(back().textContent).toBe('Ongoing applications');
    expect(back().getAttribute('href')).toBe('/applications/ongoing');
    stop();
  });

  it('leads from a list a report figure opened back to the report, and keeps that after the record', async () => {
    const user = userEvent.setup();
    const { router, stop } = show('/reports/applications');
    await user.click(await screen.findByRole('link', { name: '2027/28' }));
    await screen.findByRole('heading', { name: 'All applications' });
    expect(back().textContent).toBe('Applications report');
    expect(back().getAttribute('href')).toBe('/reports/applications');

    await user.click(screen.getByRole('link', { name: 'Ruth Okafor' }));
    await screen.findByRole('heading', { name: 'Application 41' });
    expect(back().textContent).toBe('All applications');
    expect(back().getAttribute('href')).toBe('/applications/all?academicYear=2027');

    await user.click(back());
    await screen.findByRole('heading', { name: 'All applications' });
    expect(back().textContent).toBe('Applications report');

    // A list opened from the menu has no back link.
    await act(() => router.navigate('/applications/ongoing'));
    await screen.findByRole('heading', { name: 'Ongoing applications' });
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Ruth Okafor']);
    stop();
  });

  it('keeps the way back over a reload (session storage, by history entry)', async () => {
    const user = userEvent.setup();
    const first = show('/applications/all');
    await user.click(await screen.findByRole('link', { name: 'Ruth Okafor' }));
    await screen.findByRole('heading', { name: 'Application 41' });
    const entry = first.router.state.location;
    first.stop();
    document.body.innerHTML = '';

    // The same history entry after a reload: a new router on the same key.
    const again = createMemoryRouter([{ path: '/applications/:id', element: <Record /> }], {
      initialEntries: [{ pathname: entry.pathname, key: entry.key }],
    });
    render(<RouterProvider router={again} />);
    await screen.findByRole('heading', { name: 'Application 41' });
    expect(back().textContent).toBe('All applications');
  });
});
