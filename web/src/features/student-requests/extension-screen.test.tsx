import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { mockXhr, type XhrCall } from '../../test/mock-xhr.ts';
import { draftKey } from '../../lib/form-draft.ts';
import { ExtensionEightDaysScreen, ExtensionSevenDaysScreen } from './extension-screen.tsx';

// Issue 5: the extension screens. The student picks one of their own module places and
// assignments; the 8+ screen needs an evidence file and counts the words of the statement for
// the last essay of the year; a draft comes back after a reload.

const places = {
  evidenceMaxBytes: 10 * 1024 * 1024,
  items: [
    {
      engagementId: 4,
      sessionId: 6,
      moduleInstanceId: 8,
      module: { code: 'BS5101', title: 'The Gospels and Acts' },
      assignments: [
        { id: 11, title: 'Essay on Luke', dueDate: '2027-01-10', effectiveDueDate: '2027-01-10', extensions: [] },
        {
          id: 12,
          title: 'Exegesis of John 4',
          dueDate: '2027-02-22',
          effectiveDueDate: '2027-02-22',
          extensions: [
            { id: 3, status: 'Pending', length: '7 days', requestedAt: '2026-11-20T10:00:00.000Z', newDueDate: null },
          ],
        },
        {
          id: 13,
          title: 'Psalms essay',
          dueDate: '2027-03-01',
          effectiveDueDate: '2027-03-08',
          extensions: [
            {
              id: 4,
              status: 'Approved',
              length: '7 days',
              requestedAt: '2026-11-10T10:00:00.000Z',
              newDueDate: '2027-03-08',
            },
          ],
        },
      ],
    },
  ],
};

function show(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/forms/x', element }], { initialEntries: ['/forms/x'] });
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

let posts: { path: string; body: unknown }[];
let uploads: XhrCall[];
beforeEach(() => {
  uploads = mockXhr(({ path }) =>
    path.endsWith('/extension-evidence')
      ? { status: 201, body: { fileId: 77, name: 'doctor.pdf', size: 2048 } }
      : { status: 404, body: {} },
  );
  window.localStorage.clear();
  posts = [];
  useSessionStore.setState({
    user: {
      id: 42,
      name: 'Ann Abbott',
      email: 'ann@example.org',
      picture: null,
      role: '',
      permissions: ['forms:student'],
      hub: null,
      programme: null,
      pathway: null,
      tokens: [],
    } as never,
  });
  mockFetch(({ method, path, body }) => {
    if (method === 'POST') {
      posts.push({ path, body });
      return json(201, {
        kind: 'Extension',
        id: 30,
        studentId: 1,
        studentName: 'Ann Abbott',
        hub: null,
        engagementId: 4,
        status: 'Pending',
        reason: 'x',
        detail: '7 days: Essay on Luke',
        requestedAt: '2026-11-22T10:00:00.000Z',
        decidedAt: null,
        decisionNote: null,
        newDueDate: null,
        hasEvidence: false,
        intention: null,
      });
    }
    if (path.endsWith('/module-places')) return json(200, places);
    return json(200, { items: [] });
  });
});

/** Issue 19: a problem is a link in the error summary and a message at its field. */
async function expectProblem(text: RegExp | string) {
  const summary = await screen.findByTestId('error-summary');
  const link = await within(summary).findByRole('link', { name: text });
  expect(screen.getAllByText(text)).toHaveLength(2);
  return link;
}

async function chooseModuleAndAssignment(user: ReturnType<typeof userEvent.setup>, assignment: RegExp) {
  await user.click(await screen.findByRole('combobox', { name: /^Module/ }));
  await user.click(await screen.findByRole('option', { name: 'BS5101 The Gospels and Acts' }));
  await user.click(screen.getByRole('combobox', { name: /^Assignment/ }));
  await user.click(await screen.findByRole('option', { name: assignment }));
}

describe('the extension screens', () => {
  it('does not offer work handed in and past due, and says so when a module has nothing left (issue 19)', async () => {
    const handedIn = (id: number, title: string, due: string) => ({
      id,
      title,
      dueDate: due,
      effectiveDueDate: due,
      submittedOn: '2020-01-09',
      extensions: [],
    });
    const second = {
      engagementId: 4,
      sessionId: 6,
      moduleInstanceId: 9,
      module: { code: 'DT5102', title: 'Doctrine' },
      assignments: [handedIn(21, 'Doctrine essay', '2020-01-10')],
    };
    const first = {
      ...places.items[0]!,
      assignments: [
        ...places.items[0]!.assignments,
        handedIn(14, 'Old essay', '2020-01-10'),
        handedIn(15, 'Early essay', '2099-01-10'),
      ],
    };
    mockFetch(({ path }) =>
      path.endsWith('/module-places') ? json(200, { ...places, items: [first, second] }) : json(200, { items: [] }),
    );
    const user = userEvent.setup();
    show(<ExtensionSevenDaysScreen />);
    await user.click(await screen.findByRole('combobox', { name: /^Module/ }));
    await user.click(await screen.findByRole('option', { name: 'BS5101 The Gospels and Acts' }));
    await user.click(screen.getByRole('combobox', { name: /^Assignment/ }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered.some((o) => o?.startsWith('Early essay'))).toBe(true);
    expect(offered.some((o) => o?.startsWith('Essay on Luke'))).toBe(true);
    expect(offered.some((o) => o?.startsWith('Old essay'))).toBe(false);
    await user.click(await screen.findByRole('option', { name: /^Early essay/ }));
    await user.click(screen.getByRole('combobox', { name: /^Module/ }));
    await user.click(await screen.findByRole('option', { name: 'DT5102 Doctrine' }));
    expect(await screen.findByText(/handed in every assignment of this module/)).toBeDefined();
  });

  it('7 days: asks for the evidence file at its field, then sends the chosen place, assignment and evidence, and forgets the draft', async () => {
    const user = userEvent.setup();
    show(<ExtensionSevenDaysScreen />);
    await chooseModuleAndAssignment(user, /^Essay on Luke, due 10\/01\/2027$/);
    await user.click(screen.getByRole('textbox', { name: /^Why do you need an extension/ }));
    await user.paste('Flu all week.');
    expect(window.localStorage.getItem(draftKey(42, 'extension-request'))).toContain('Flu all week.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    // spec 3, 5: evidence is required for every length, the 7-day one included.
    const file = screen.getByLabelText('Choose a file');
    await expectProblem(/Every extension request needs an evidence file/);
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
    await user.upload(file as HTMLInputElement, new File(['%PDF-1.4'], 'doctor.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('doctor.pdf')).toBeDefined();
    expect(uploads.map((u) => u.path)).toEqual(['/api/forms/student/extension-evidence']);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/It is pending until the registry decides/)).toBeDefined();
    expect(posts).toEqual([
      {
        path: '/api/forms/student/extension-request/4/6/8/',
        body: {
          assignmentId: 11,
          length: '7 days',
          lastEssayOfYear: false,
          reason: 'Flu all week.',
          evidenceFileId: 77,
        },
      },
    ]);
    expect(window.localStorage.getItem(draftKey(42, 'extension-request'))).toBeNull();
    expect(screen.getByRole('link', { name: 'See your Current Extensions' }).getAttribute('href')).toBe(
      '/forms/current-extensions',
    );
  }, 30_000);

  it('refuses an assignment that already has a request waiting, next to the field', async () => {
    const user = userEvent.setup();
    show(<ExtensionSevenDaysScreen />);
    await chooseModuleAndAssignment(user, /^Exegesis of John 4, due 22\/02\/2027, request waiting$/);
    await user.type(screen.getByRole('textbox', { name: /^Why do you need an extension/ }), 'Flu.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await expectProblem(/already have an extension request waiting/);
    await expectProblem(/Every extension request needs an evidence file/);
    expect(posts).toEqual([]);
  });

  it('refuses an assignment already given an extension, next to the field (issue 11)', async () => {
    const user = userEvent.setup();
    show(<ExtensionSevenDaysScreen />);
    await chooseModuleAndAssignment(user, /^Psalms essay, due 08\/03\/2027 \(extended\)$/);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await expectProblem(/already been given an extension for this assignment/);
    expect(posts).toEqual([]);
  });

  it('8+ days sent empty: the evidence is asked for with the other fields, before a length is chosen', async () => {
    const user = userEvent.setup();
    show(<ExtensionEightDaysScreen />);
    expect(await screen.findByText('PDF, JPEG, PNG or Word (DOCX), up to 10 MB.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const length = await expectProblem('Choose how long an extension you need.');
    await expectProblem(/Every extension request needs an evidence file/);
    expect(document.activeElement).toBe(screen.getByTestId('error-summary'));
    expect(screen.queryByText('Please correct the fields marked below.')).toBeNull();
    // Following a link puts the cursor in its field: here the first of the lengths.
    await user.click(length);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '14 days' }));
    expect(posts).toEqual([]);
  });

  it('8+ days: needs evidence, counts the words for the last essay and keeps a draft through a reload', async () => {
    const user = userEvent.setup();
    const first = show(<ExtensionEightDaysScreen />);
    expect(await screen.findByText('PDF, JPEG, PNG or Word (DOCX), up to 10 MB.')).toBeDefined();
    await chooseModuleAndAssignment(user, /^Essay on Luke/);
    await user.click(screen.getByRole('radio', { name: 'more than 21 days' }));
    await user.click(screen.getByRole('checkbox', { name: 'This is my last essay of the academic year' }));
    const reason = screen.getByRole('textbox', { name: /^Why do you need an extension/ });
    await user.click(reason);
    await user.paste('My house flooded in October.');
    expect(screen.getByText(/^5 words\. For your last essay of the year/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await expectProblem(/Every extension request needs an evidence file/);
    expect(posts).toEqual([]);

    first.unmount();
    show(<ExtensionEightDaysScreen />);
    expect(await screen.findByText(/^We restored your draft from/)).toBeDefined();
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: /^Why do you need an extension/ }) as HTMLTextAreaElement).value,
      ).toBe('My house flooded in October.'),
    );
    expect((screen.getByRole('radio', { name: 'more than 21 days' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('combobox', { name: /^Module/ }).textContent).toBe('BS5101 The Gospels and Acts');
  }, 40_000);
});
