import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { DisabilityDeclarationScreen } from './declaration-screen.tsx';

// Issue 5: a declaration's follow-up questions and server errors.

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

describe('a declaration', () => {
  it('asks who diagnosed it only when diagnosed, and shows the server’s message next to the evidence', async () => {
    mockFetch(({ method }) =>
      method === 'PUT'
        ? json(422, {
            status: 422,
            code: 'validation_failed',
            message: 'Some of the information given is not valid.',
            details: [
              { param: 'evidenceFileId', message: 'Upload your evidence again: this file is not one of yours.' },
            ],
          })
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
    await user.click(
      within(screen.getByRole('group', { name: /What support would help you/ })).getByRole('checkbox', {
        name: 'Other',
      }),
    );
    expect(screen.getByRole('textbox', { name: /What other support would help/ })).toBeDefined();
    await user.click(
      within(screen.getByRole('group', { name: /What support would help you/ })).getByRole('checkbox', {
        name: 'Other',
      }),
    );
    await user.type(
      screen.getByRole('textbox', { name: /How does this affect your studies/ }),
      'Anxiety makes timed exams very hard.',
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: /May we tell your tutors/ })).getByRole('radio', { name: 'No' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Issue 19: at the field, and listed in the error summary at the top of the form.
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'Upload your evidence again: this file is not one of yours.' }),
    ).toBeDefined();
    expect(screen.getAllByText('Upload your evidence again: this file is not one of yours.')).toHaveLength(2);
  });
});
