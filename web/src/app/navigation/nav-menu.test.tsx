import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { NavEntry } from '../../lib/navigation/nav-entry.ts';
import { NavMenu } from './nav-menu.tsx';

// Issue 19: a click in the menu redrew every entry of it (each followed the location), a good part
// of the time from the click to the next page at 4x CPU slowdown. Only what shows the current page
// follows it now. The items here have no icon, so each draws its initials: counted.

const drawn = vi.hoisted(() => ({ initials: 0 }));
vi.mock('./nav-initials.tsx', () => ({
  NavInitials: ({ title }: { title: string }) => {
    drawn.initials += 1;
    return <span>{title.slice(0, 2)}</span>;
  },
}));

const ENTRIES: NavEntry[] = [
  { kind: 'item', key: 'dashboard', title: 'Dashboard', to: 'dashboard', alsoActiveAt: ['/'] },
  {
    kind: 'group',
    key: 'students',
    title: 'Students',
    icon: 'School',
    group: 'students',
    children: [
      { kind: 'item', key: 'students.all', title: 'All students', to: 'all' },
      { kind: 'item', key: 'students.enrolled', title: 'Enrolled', to: 'enrolled' },
    ],
  },
  { kind: 'item', key: 'kb', title: 'Knowledge Base', to: 'kb' },
];

/** A layout that is redrawn on each navigation, as the app's is. */
function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <nav aria-label="Main menu">
        <NavMenu entries={ENTRIES} />
      </nav>
      <main>{pathname}</main>
      <Outlet />
    </>
  );
}

describe('NavMenu on navigation', () => {
  it('marks the new current page without redrawing the other entries', async () => {
    const router = createMemoryRouter([{ path: '*', Component: Layout }], { initialEntries: ['/kb'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: /Knowledge Base/ }).getAttribute('aria-current')).toBe('page');
    const before = drawn.initials;
    expect(before).toBe(4);
    await act(() => router.navigate('/students/all'));
    expect(screen.getByRole('main').textContent).toBe('/students/all');
    expect(screen.getByRole('link', { name: /All students/, hidden: true }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /Knowledge Base/ }).getAttribute('aria-current')).toBeNull();
    // Only the item with alias paths (Dashboard, also current at /) follows the location itself.
    expect(drawn.initials - before).toBe(1);
    await act(() => router.navigate('/'));
    expect(screen.getByRole('link', { name: /Dashboard/ }).getAttribute('aria-current')).toBe('page');
  });
});
