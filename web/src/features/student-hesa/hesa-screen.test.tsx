import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { DisabilityDeclarationScreen } from '../student-support/declaration-screen.tsx';
import { HesaScreen } from './hesa-screen.tsx';

// Issue 5: the HESA Data form (last year's answers offered to confirm, coded answers sent, "none"
// standing alone) and a declaration's follow-up questions and server errors.

const lastYear = {
  ethnicity: '160', religion: '03', sex: '10', genderIdentity: '01', sexualOrientation: '12',
  disabilities: ['51'], careLeaver: '03', parentalEducation: '01', estranged: '02', carer: '02',
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
  useSessionStore.setState({ user: { id: 7, name: 'Ann Abbott', email: 'ann@example.org', picture: null, role: '', permissions: ['forms:student', 'forms:hesa'], hub: null, programme: null, pathway: null, tokens: [] } as never });
});

describe('the HESA Data form', () => {
  it('offers last year’s answers to confirm and sends HESA codes, “no known impairment” standing alone', async () => {
    const puts: unknown[] = [];
    mockFetch(({ method, body }) => {
      if (method === 'PUT') {
        puts.push(body);
        return json(200, { academicYear: '2026/27', answers: body, carriedFrom: null, updatedAt: '2026-11-22T10:00:00.000Z', yearsAnswered: ['2026/27', '2025/26'] });
      }
      return json(200, { academicYear: '2026/27', answers: lastYear, carriedFrom: '2025/26', updatedAt: null, yearsAnswered: ['2025/26'] });
    });
    const user = userEvent.setup();
    show(<HesaScreen />, '/forms/hesa');
    expect(await screen.findByText(/We have filled in the answers you gave for 2025\/26/)).toBeDefined();
    expect(screen.getByText(/Your answers are confidential/)).toBeDefined();
    const learning = screen.getByRole('checkbox', { name: /A learning difference/ }) as HTMLInputElement;
    expect(learning.checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /^No known impairment/ }));
    expect(learning.checked).toBe(false);
    await user.click(within(screen.getByRole('radiogroup', { name: /^Do you look after/ })).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Thank you.')).toBeDefined();
    expect(puts).toEqual([{ ...lastYear, disabilities: ['95'], carer: '01' }]);
  });
});

describe('a declaration', () => {
  it('asks who diagnosed it only when diagnosed, and shows the server’s message next to the evidence', async () => {
    mockFetch(({ method }) =>
      method === 'PUT'
        ? json(422, { status: 422, code: 'validation_failed', message: 'Some of the information given is not valid.', details: [{ param: 'evidenceFileId', message: 'Upload your evidence again: this file is not one of yours.' }] })
        : json(200, { kind: 'disability', declaration: null }),
    );
    const user = userEvent.setup();
    show(<DisabilityDeclarationScreen />, '/forms/disability-declaration');
    await user.click(await screen.findByRole('checkbox', { name: 'Mental health condition' }));
    expect(screen.queryByRole('combobox', { name: /Who diagnosed it/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes, I have a diagnosis' }));
    expect(screen.getByRole('combobox', { name: /Who diagnosed it/ })).toBeDefined();
    await user.click(screen.getByRole('radio', { name: 'No formal diagnosis' }));
    expect(screen.queryByRole('combobox', { name: /Who diagnosed it/ })).toBeNull();
    await user.click(within(screen.getByRole('group', { name: /What support would help you/ })).getByRole('checkbox', { name: 'Other' }));
    expect(screen.getByRole('textbox', { name: /What other support would help/ })).toBeDefined();
    await user.click(within(screen.getByRole('group', { name: /What support would help you/ })).getByRole('checkbox', { name: 'Other' }));
    await user.type(screen.getByRole('textbox', { name: /How does this affect your studies/ }), 'Anxiety makes timed exams very hard.');
    await user.click(within(screen.getByRole('radiogroup', { name: /May we tell your tutors/ })).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Upload your evidence again: this file is not one of yours.')).toBeDefined();
    expect(screen.getByText('Please correct the fields marked below.')).toBeDefined();
  });
});
