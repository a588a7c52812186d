import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { HesaScreen } from './hesa-screen.tsx';

// Issue 5: the HESA Data form (last year's answers offered to confirm, coded answers sent, "none"
// standing alone). A declaration's questions are tested beside its screen (student-support).

const lastYear = {
  ethnicity: '160',
  religion: '03',
  sex: '10',
  genderIdentity: '01',
  sexualOrientation: '12',
  disabilities: ['51'],
  careLeaver: '03',
  parentalEducation: '01',
  estranged: '02',
  carer: '02',
};

function show(element: ReactNode, path: string) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  useSessionStore.setState({
    user: {
      id: 7,
      name: 'Ann Abbott',
      email: 'ann@example.org',
      picture: null,
      role: '',
      permissions: ['forms:student', 'forms:hesa'],
      hub: null,
      programme: null,
      pathway: null,
      tokens: [],
    } as never,
  });
});

describe('the HESA Data form', () => {
  it('offers last year’s answers to confirm and sends HESA codes, “no known impairment” standing alone', async () => {
    const puts: unknown[] = [];
    mockFetch(({ method, body }) => {
      if (method === 'PUT') {
        puts.push(body);
        return json(200, {
          academicYear: '2026/27',
          answers: body,
          carriedFrom: null,
          updatedAt: '2026-11-22T10:00:00.000Z',
          yearsAnswered: ['2026/27', '2025/26'],
        });
      }
      return json(200, {
        academicYear: '2026/27',
        answers: lastYear,
        carriedFrom: '2025/26',
        updatedAt: null,
        yearsAnswered: ['2025/26'],
      });
    });
    const user = userEvent.setup();
    show(<HesaScreen />, '/forms/hesa');
    expect(await screen.findByText(/We have filled in the answers you gave for 2025\/26/)).toBeDefined();
    expect(screen.getByText(/Your answers are confidential/)).toBeDefined();
    const learning = screen.getByRole('checkbox', { name: /A learning difference/ }) as HTMLInputElement;
    expect(learning.checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /^No known impairment/ }));
    expect(learning.checked).toBe(false);
    await user.click(
      within(screen.getByRole('radiogroup', { name: /^Do you look after/ })).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Thank you.')).toBeDefined();
    expect(puts).toEqual([{ ...lastYear, disabilities: ['95'], carer: '01' }]);
  });
});
