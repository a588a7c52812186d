import School from '@mui/icons-material/School';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavItem } from './nav-item.tsx';

function at(path: string, children: ReactNode, mode: 'light' | 'dark' = 'light') {
  return render(
    <ThemeProvider
      theme={createTheme({ palette: { mode, primary: { main: mode === 'light' ? '#1f5aa6' : '#90caf9' } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <ul>{children}</ul>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('NavItem (spec 2.7)', () => {
  it('links to its internal route with its title and subtitle', () => {
    at('/', <NavItem title="All students" subtitle="Everyone enrolled" to="/students/all" icon={<School />} />);
    const link = screen.getByRole('link', { name: /All students/ });
    expect(link.getAttribute('href')).toBe('/students/all');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.textContent).toContain('Everyone enrolled');
  });

  it('opens an external link in a new tab with rel noopener', () => {
    at('/', <NavItem title="College website" href="https://example.org" />);
    const link = screen.getByRole('link', { name: /College website/ });
    expect(link.getAttribute('href')).toBe('https://example.org');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('opens in a new tab');
  });

  it("points to '#' with neither a route nor a link", () => {
    at('/', <NavItem title="Nowhere" />);
    expect(screen.getByRole('link', { name: /Nowhere/ }).getAttribute('href')).toBe('#');
  });

  it('shows the initials of its title when it has no icon (text mode)', () => {
    at('/', <NavItem title="Learning support" to="/mystudents/learningsupport" />);
    expect(screen.getByTestId('nav-initials').textContent).toBe('LS');
  });

  it('keeps the title for screen readers when the drawer is mini', () => {
    at('/', <NavItem title="Enrolled" to="/students/enrolled" mini />);
    expect(screen.getByRole('link', { name: /Enrolled/ })).toBeDefined();
  });

  it('highlights the active item in the primary colour, white text in light and black in dark', () => {
    const { unmount } = at('/students/all', <NavItem title="All students" to="/students/all" />);
    let link = screen.getByRole('link', { name: /All students/ });
    expect(link.className).toContain('active');
    let style = getComputedStyle(link);
    expect(style.backgroundColor).toBe('rgb(31, 90, 166)');
    expect(style.color).toBe('rgb(255, 255, 255)');
    unmount();
    at('/students/all', <NavItem title="All students" to="/students/all" />, 'dark');
    link = screen.getByRole('link', { name: /All students/ });
    style = getComputedStyle(link);
    expect(style.backgroundColor).toBe('rgb(144, 202, 249)');
    expect(style.color).toBe('rgb(0, 0, 0)');
  });

  it('shows as current on the paths it also stands for (the dashboard at /)', () => {
    at('/', <NavItem title="Dashboard" to="/dashboard" alsoActiveAt={['/']} />);
    const link = screen.getByRole('link', { name: /Dashboard/ });
    expect(link.className).toContain('active');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('is not active on another page', () => {
    at('/students/new', <NavItem title="All students" to="/students/all" />);
    expect(screen.getByRole('link', { name: /All students/ }).className).not.toContain('active');
  });
});
