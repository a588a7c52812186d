import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NavEntry } from '../../lib/navigation/nav-entry.ts';
import { NavGroup } from './nav-group.tsx';

const children: NavEntry[] = [
  { kind: 'item', key: 'forms.course', title: 'My Programme', to: 'course' },
  {
    kind: 'group',
    key: 'forms.group.support',
    title: 'Student Support',
    group: '',
    children: [
      { kind: 'item', key: 'forms.faqs', title: 'FAQs', to: 'student-support-faqs' },
      { kind: 'item', key: 'forms.neuro', title: 'Neurodiversity Declaration', to: 'neurodiversity-declaration' },
    ],
  },
  { kind: 'item', key: 'forms.site', title: 'Chapel rota', href: 'https://example.org/rota' },
];

function renderGroup(path = '/', props: Partial<Parameters<typeof NavGroup>[0]> = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ul>
        <NavGroup title="Student Forms" subtitle="Your requests" group="forms" {...props}>
          {props.children ?? children}
        </NavGroup>
      </ul>
    </MemoryRouter>,
  );
}

describe('NavGroup (spec 2.7)', () => {
  it('shows title, subtitle and a down-arrow marker, and opens its children on click', async () => {
    renderGroup();
    const toggle = screen.getByRole('button', { name: /Student Forms/ });
    expect(toggle.textContent).toContain('Your requests');
    expect(screen.getAllByTestId('nav-group-marker').length).toBeGreaterThan(0);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it("joins each child's target to the group path; sub-groups without a path add nothing", async () => {
    renderGroup();
    await userEvent.click(screen.getByRole('button', { name: /Student Forms/ }));
    expect(screen.getByRole('link', { name: /My Programme/ }).getAttribute('href')).toBe('/forms/course');
    await userEvent.click(screen.getByRole('button', { name: /Student Support/ }));
    expect(screen.getByRole('link', { name: /FAQs/ }).getAttribute('href')).toBe('/forms/student-support-faqs');
    expect(screen.getByRole('link', { name: /Chapel rota/ }).getAttribute('target')).toBe('_blank');
  });

  it('renders children with children as a nested sub-group', () => {
    renderGroup('/forms/student-support-faqs');
    const sub = screen.getByRole('button', { name: /Student Support/ });
    const list = document.getElementById(sub.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(
      within(list as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/forms/student-support-faqs', '/forms/neurodiversity-declaration']);
  });

  it('starts open, with the active item highlighted, when it holds the current page', () => {
    renderGroup('/forms/student-support-faqs');
    expect(screen.getByRole('button', { name: /Student Forms/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: /FAQs/ }).className).toContain('active');
    expect(screen.getByRole('link', { name: /My Programme/ }).className).not.toContain('active');
  });

  it('has no marker and nothing to open without children', () => {
    renderGroup('/', { children: [] });
    expect(screen.queryByTestId('nav-group-marker')).toBeNull();
    expect(screen.getByRole('button', { name: /Student Forms/ }).getAttribute('aria-expanded')).toBeNull();
  });

  it('shows an avatar image in place of the icon when given one', () => {
    renderGroup('/', { avatar: '/me.jpg' });
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/me.jpg');
  });

  it('shows the initials of its title in text mode', () => {
    renderGroup('/');
    expect(screen.getAllByTestId('nav-initials')[0]?.textContent).toBe('SF');
  });
});
