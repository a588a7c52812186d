import { DISSERTATION_TASKS } from '@collegium/domain/dissertation';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { toCurrentUser } from '../../../lib/session/current-user.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { json, mockFetch, userAnswer } from '../../../test/mock-fetch.ts';
import type { Dissertation, StudentDissertation } from './api/get-dissertation.ts';
import { DissertationTab } from './dissertation-tab.tsx';
import { stageActions } from './stage-actions.ts';
import { tickedText } from './task-checklist.tsx';

function signIn(permissions: string[]) {
  useSessionStore.setState({ status: 'authenticated', user: toCurrentUser(userAnswer({ permissions })) });
}

function dissertation(overrides: Partial<Dissertation> = {}): Dissertation {
  return {
    id: 5,
    version: 3,
    engagementId: 9,
    title: 'Grace in Augustine',
    stage: 'Proposal received',
    deferredFrom: null,
    supervisor: { id: 2, name: 'Susan Supervisor' },
    tasks: DISSERTATION_TASKS.map((task) => ({ task, done: false, completedAt: null, completedBy: null })),
    moves: ['Proposal approved', 'Deferred', 'Supervisor agreed'],
    tasksOpen: false,
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-02T10:00:00.000Z',
    ...overrides,
  };
}

const state = (d: Dissertation | null, ready = true, canEdit = true): StudentDissertation => ({
  studentId: 4,
  ready,
  readiness: ready
    ? 'Ready for the MA dissertation: on the MA at level 7.'
    : 'A dissertation starts only for an MA student at level 7; this student is on BTh at level 4.',
  dissertation: d,
  abilities: { canEdit, canView: true },
});

function show(answer: StudentDissertation, handler?: Parameters<typeof mockFetch>[0]) {
  const fetch = mockFetch(async (request) => {
    const extra = await handler?.(request);
    if (extra) return extra;
    if (request.path === '/api/students/4/dissertation' && request.method === 'GET') return json(200, answer);
    if (request.path === '/api/dissertations/supervisors')
      return json(200, {
        items: [
          { id: 2, name: 'Susan Supervisor' },
          { id: 3, name: 'Tom Tutor' },
        ],
      });
    return json(404, { status: 404, code: 'not_found', message: 'Not found.' });
  });
  render(
    <AppProviders>
      <MemoryRouter>
        <DissertationTab studentId={4} />
      </MemoryRouter>
    </AppProviders>,
  );
  return fetch;
}

describe('stage actions', () => {
  it('labels forward, defer, back and resume moves', () => {
    expect(stageActions('Proposal received', ['Proposal approved', 'Deferred', 'Supervisor agreed'])).toEqual([
      { to: 'Proposal approved', kind: 'forward', label: 'Move to Proposal approved' },
      { to: 'Deferred', kind: 'defer', label: 'Defer' },
      { to: 'Supervisor agreed', kind: 'back', label: 'Back to Supervisor agreed' },
    ]);
    expect(stageActions('Deferred', ['Proposal received'])).toEqual([
      { to: 'Proposal received', kind: 'resume', label: 'Resume at Proposal received' },
    ]);
  });

  it('says who ticked a task and when', () => {
    expect(
      tickedText(
        {
          task: 'Student feedback',
          done: true,
          completedAt: '2027-03-12T14:05:00.000Z',
          completedBy: { id: 1, name: 'Edna Registrar' },
        },
        'DD/MM/YYYY',
      ),
    ).toBe('Ticked by Edna Registrar on 12/03/2027 14:05');
    expect(tickedText({ task: 'Student feedback', done: false, completedAt: null, completedBy: null })).toBe(
      'Not done yet',
    );
  });
});

describe('DissertationTab (spec 4.6)', () => {
  it('shows the stepper with the current stage and the moves for an editor', async () => {
    signIn(['students:view', 'students:edit']);
    show(state(dissertation()));
    const stepper = await screen.findByRole('list', { name: 'Dissertation stages' });
    const steps = within(stepper).getAllByRole('listitem');
    expect(steps).toHaveLength(8);
    expect(steps[2]!.getAttribute('aria-current')).toBe('step');
    expect(steps[2]!.textContent).toContain('Proposal received (current stage)');
    expect(within(stepper).queryByText('Deferred')).toBeNull();
    const group = screen.getByRole('group', { name: 'Move the dissertation' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Move to Proposal approved', 'Defer', 'Back to Supervisor agreed']);
    expect(screen.getByRole('checkbox', { name: '1st markers marks' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Tasks can be ticked once the dissertation is submitted.')).toBeDefined();
  });

  it('shows Deferred as a pause on the step it left, not a step forward', async () => {
    signIn(['students:view', 'students:edit']);
    show(state(dissertation({ stage: 'Deferred', deferredFrom: 'Proposal approved', moves: ['Proposal approved'] })));
    const stepper = await screen.findByRole('list', { name: 'Dissertation stages' });
    const steps = within(stepper).getAllByRole('listitem');
    expect(steps[3]!.getAttribute('aria-current')).toBe('step');
    expect(steps[3]!.textContent).toContain('Deferred');
    expect(steps[3]!.textContent).toContain('(current stage, deferred)');
    expect(screen.getByText(/paused at Proposal approved/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Resume at Proposal approved' })).toBeDefined();
  });

  it('moves the stage with the version read and shows the answer', async () => {
    signIn(['students:view', 'students:edit']);
    const fetch = show(state(dissertation()), ({ method, path, body }) =>
      method === 'PATCH' && path === '/api/dissertations/5'
        ? json(200, {
            ...dissertation({
              stage: 'Proposal approved',
              version: 4,
              moves: ['Submitted', 'Deferred', 'Proposal received'],
            }),
            ...(body as object),
            version: 4,
          })
        : (undefined as never),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Move to Proposal approved' }));
    expect(await screen.findByRole('heading', { name: 'Stage: Proposal approved' })).toBeDefined();
    const patch = fetch.mock.calls.find((c) => (c[1] as RequestInit | undefined)?.method === 'PATCH');
    expect(JSON.parse(String((patch![1] as RequestInit).body))).toEqual({ version: 3, stage: 'Proposal approved' });
  });

  it('shows a refused move beside the buttons', async () => {
    signIn(['students:view', 'students:edit']);
    show(state(dissertation()), ({ method }) =>
      method === 'PATCH'
        ? json(422, {
            status: 422,
            code: 'validation_failed',
            message: 'Some of the information given is not valid.',
            details: [{ param: 'stage', message: 'Only a dissertation not yet submitted can be deferred.' }],
          })
        : (undefined as never),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Defer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only a dissertation not yet submitted can be deferred.',
    );
  });

  it('lists each done task with who and when and unticks it', async () => {
    signIn(['students:view', 'students:edit']);
    const tasks = DISSERTATION_TASKS.map((task, i) =>
      i === 0
        ? { task, done: true, completedAt: '2027-03-12T14:05:00.000Z', completedBy: { id: 1, name: 'Edna Registrar' } }
        : { task, done: false, completedAt: null, completedBy: null },
    );
    const fetch = show(
      state(dissertation({ stage: 'Marked', tasksOpen: true, tasks, moves: ['Sent to board', 'Submitted'] })),
      ({ method, path }) =>
        method === 'DELETE' && path === `/api/dissertations/5/tasks/${encodeURIComponent('1st markers marks')}`
          ? json(200, dissertation({ stage: 'Marked', tasksOpen: true }))
          : (undefined as never),
    );
    const box = await screen.findByRole('checkbox', { name: '1st markers marks' });
    expect(box).toHaveProperty('checked', true);
    expect(screen.getByText(/^Ticked by Edna Registrar on 12\/03\/2027/)).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'Student feedback' })).toHaveProperty('disabled', false);
    fireEvent.click(box);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: '1st markers marks' })).toHaveProperty('checked', false),
    );
    expect(fetch.mock.calls.some((c) => (c[1] as RequestInit | undefined)?.method === 'DELETE')).toBe(true);
  });

  it('is read-only without students:edit', async () => {
    signIn(['students:view']);
    show(state(dissertation({ stage: 'Submitted', tasksOpen: true }), true, false));
    expect(await screen.findByText('Grace in Augustine')).toBeDefined();
    expect(screen.queryByRole('group', { name: 'Move the dissertation' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Student feedback' })).toHaveProperty('disabled', true);
  });

  it('offers Start dissertation only to an editor of a ready student', async () => {
    signIn(['students:view', 'students:edit']);
    const fetch = show(state(null), ({ method }) =>
      method === 'POST'
        ? json(201, state(dissertation({ stage: 'Invoiced', moves: ['Supervisor agreed', 'Deferred'] })))
        : (undefined as never),
    );
    expect(await screen.findByText('Ready for the MA dissertation: on the MA at level 7.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Start dissertation' }));
    expect(await screen.findByRole('heading', { name: 'Stage: Invoiced' })).toBeDefined();
    expect(
      fetch.mock.calls.some(
        (c) => String(c[0]) === '/api/students/4/dissertation' && (c[1] as RequestInit).method === 'POST',
      ),
    ).toBe(true);
  });

  it('explains why a student who is not ready has none, with no start button', async () => {
    signIn(['students:view', 'students:edit']);
    show(state(null, false));
    expect(await screen.findByText(/this student is on BTh at level 4/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Start dissertation' })).toBeNull();
  });

  it('saves the title and supervisor and shows a server message beside the field', async () => {
    signIn(['students:view', 'students:edit']);
    const fetch = show(state(dissertation()), ({ method }) =>
      method === 'PATCH'
        ? json(422, {
            status: 422,
            code: 'validation_failed',
            message: 'Some of the information given is not valid.',
            details: [{ param: 'title', message: 'Keep the title to 300 characters.' }],
          })
        : (undefined as never),
    );
    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Hope in Hebrews' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save title and supervisor' }));
    expect(await screen.findByText('Keep the title to 300 characters.')).toBeDefined();
    const patch = fetch.mock.calls.find((c) => (c[1] as RequestInit | undefined)?.method === 'PATCH');
    expect(JSON.parse(String((patch![1] as RequestInit).body))).toEqual({
      version: 3,
      title: 'Hope in Hebrews',
      supervisorId: 2,
    });
  });
});
