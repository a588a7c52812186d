import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { json, type MockHandler, mockFetch } from '../../../test/mock-fetch.ts';
import { progressionAnswer } from './engagement-fixtures.ts';
import { ProgressionPanel } from './progression-panel.tsx';

function show(handler: MockHandler, canEdit = true) {
  const fetch = mockFetch(handler);
  render(
    <AppProviders>
      <ProgressionPanel studentId={5} engagementId={11} canEdit={canEdit} />
    </AppProviders>,
  );
  return fetch;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const posts = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => [String(url), init?.body]);

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Record decision' }));
  return screen.findByRole('dialog', { name: "Record the exam board's decision" });
}

describe('the Progression panel', () => {
  it('shows credits passed against needed per level and the decisions per session, with no decision for a reader', async () => {
    const fetch = show(() => json(200, progressionAnswer()), false);
    const credits = await screen.findByRole('table', { name: 'Credits passed by level, BTh' });
    expect(rowsOf(credits)).toEqual([
      ['4', '120', '120', 'Passed'],
      ['5 (current)', '100', '120', '20 to go'],
      ['6', '0', '120', '120 to go'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: /Exam board decisions by session/ }))).toEqual([
      ['2025/26', '4', 'Progressed', '—'],
    ]);
    expect(screen.getByText(/100 of 120 credits passed; the credits suggest/).textContent).toContain(
      'They give the exit award CertHE.',
    );
    expect(screen.queryByRole('button', { name: 'Record decision' })).toBeNull();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/engagements/11/progression');
  });

  it("records a decision: the server's refusal lands beside the field, then exit shows the award", async () => {
    let decided = false;
    const fetch = show(({ method, body }) => {
      if (method === 'POST') {
        const decision = (body as { decision: string }).decision;
        if (decision === 'progress')
          return json(422, {
            code: 'validation_failed',
            message: 'The request is not valid.',
            details: [
              {
                param: 'decision',
                message: 'Only 100 of the 120 credits this level needs are passed: the student cannot progress.',
              },
            ],
          });
        decided = true;
      }
      return json(
        200,
        decided
          ? progressionAnswer({
              status: 'Withdrawn',
              exitAward: 'CertHE',
              version: 4,
              decisions: [
                { academicYear: 2026, level: '5', decision: 'exit', exitAward: 'CertHE' },
                ...progressionAnswer().decisions,
              ],
            })
          : progressionAnswer(),
      );
    });
    const dialog = await openDialog();
    const decision = within(dialog).getByRole('combobox', { name: /Decision/ });
    expect([...decision.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose…',
      'Progress to level 6',
      'Repeat level 5',
      'Exit with CertHE',
    ]);
    expect((decision as HTMLSelectElement).value).toBe('repeat');
    await userEvent.selectOptions(decision, 'progress');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record decision' }));
    expect(
      await within(dialog).findByText(
        'Only 100 of the 120 credits this level needs are passed: the student cannot progress.',
      ),
    ).toBeDefined();
    expect(decision.getAttribute('aria-invalid')).toBe('true');

    await userEvent.selectOptions(decision, 'exit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record decision' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByRole('alert')).textContent).toContain('Award: CertHE');
    expect(rowsOf(screen.getByRole('table', { name: /Exam board decisions by session/ }))[0]).toEqual([
      '2026/27',
      '5',
      'Exit',
      'CertHE',
    ]);
    const sent = posts(fetch).map(([url, body]) => [url, JSON.parse(String(body))]);
    expect(sent.map(([url]) => url)).toEqual(['/api/engagements/11/progression', '/api/engagements/11/progression']);
    expect(sent[1]?.[1]).toMatchObject({ decision: 'exit', version: 3 });
    expect(screen.queryByRole('button', { name: 'Record decision' })).toBeNull();
  });

  it("shows a 409's own words when the session already has a decision", async () => {
    show(({ method }) =>
      method === 'POST'
        ? json(409, {
            code: 'conflict',
            message:
              "The 2026/27 session already has the exam board's decision (progress); it cannot be recorded twice.",
          })
        : json(200, progressionAnswer()),
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record decision' }));
    expect(
      await within(dialog).findByText(
        /already has the exam board's decision \(progress\); it cannot be recorded twice/,
      ),
    ).toBeDefined();
  });
});
