import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import type { ApplicationState } from '@collegium/domain/application-state';
import { ApplicationScreen } from './application-screen.tsx';

// Issue 17: the page also shows the applicant's marketing consents (none to choose here).
const withConsents = (handler: Parameters<typeof mockFetch>[0]) =>
  mockFetch((request) => (request.path.includes('/portal/consents') ? json(200, { purposes: [] }) : handler(request)));

const course = { applicantType: 'Ordinand', flexi: false, studyPace: 'PT', course: 'BTh', intake: '2031-09-01' };

function state(overrides: Partial<ApplicationState> = {}): ApplicationState {
  return {
    id: 4,
    status: 'In progress',
    submittedAt: null,
    editable: true,
    email: 'ruth@example.org',
    answers: {
      course,
      personal: null,
      eligibility: null,
      commitment: null,
      diocese: { diocese: '', cohortGroup: '' },
      references: null,
      evidence: {},
      declarations: null,
    },
    completedSteps: ['course'],
    availableSteps: [0, 1],
    needsLeaderReference: true,
    needsDiocese: true,
    references: [],
    evidence: [],
    ...overrides,
  };
}

function show() {
  render(
    <AppProviders>
      <MemoryRouter>
        <ApplicationScreen />
      </MemoryRouter>
    </AppProviders>,
  );
}

const OPTIONS = {
  intakes: { '2031-09-01': ['BTh'] },
  programmes: [{ code: 'BTh', title: 'Bachelor of Theology' }],
  dioceses: ['Diocese of Durham'],
};

describe('the application wizard screen (spec 2.8)', () => {
  it('resumes at the first step not done, with only the available tabs open, and shows no errors before Next', async () => {
    withConsents(({ path }) => json(200, path.endsWith('/options') ? OPTIONS : state()));
    show();
    expect(await screen.findByRole('heading', { name: 'Step 2 of 9: About you' })).toBeDefined();
    const tabs = within(screen.getByRole('tablist'));
    expect(tabs.getByRole('tab', { name: 'Course' }).hasAttribute('disabled')).toBe(false);
    expect(tabs.getByRole('tab', { name: 'Eligibility' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('Enter your first name.')).toBeNull();
  });

  it('checks the step on Next, shows the server’s 422 by its field, and moves on once saved', async () => {
    let saves = 0;
    const fetch = withConsents(({ method, path, body }) => {
      if (path.endsWith('/options')) return json(200, OPTIONS);
      if (method === 'PUT') {
        saves++;
        if (saves === 1)
          return json(422, {
            status: 422,
            code: 'validation_failed',
            message: 'Some of the information given is not valid.',
            details: [{ param: 'postCode', message: 'Server says: check the postcode.' }],
          });
        return json(
          200,
          state({
            answers: { ...state().answers, personal: body as Record<string, unknown> },
            completedSteps: ['course', 'personal'],
            availableSteps: [0, 1, 2],
          }),
        );
      }
      return json(200, state());
    });
    show();
    await screen.findByRole('heading', { name: 'Step 2 of 9: About you' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Issue 19: the GOV.UK error summary heads the step, and each message is at its field too.
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Enter your first name.' })).toBeDefined();
    expect(screen.getAllByText('Enter your first name.')).toHaveLength(2);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.type(screen.getByLabelText(/^First name/), 'Ruth');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Okafor');
    await userEvent.type(screen.getByLabelText(/^Date of birth/), '14/03/1991');
    await userEvent.type(screen.getByLabelText(/^Phone/), '07700 900512');
    await userEvent.type(screen.getByLabelText(/^Address line 1/), '3 Quayside');
    await userEvent.type(screen.getByLabelText(/^Town or city/), 'Newcastle');
    await userEvent.type(screen.getByLabelText(/^Postcode/), 'NE1 3DX');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Server says: check the postcode.')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 9: Eligibility' })).toBeDefined();
    const put = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').pop();
    expect(put?.[0]).toBe('/api/applicant/application/steps/personal');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      firstName: 'Ruth',
      postCode: 'NE1 3DX',
      dateOfBirth: '1991-03-14',
      address2: '',
    });
  }, 30_000);

  it('lists the steps still to do when submitting is refused, and shows a submitted application read-only', async () => {
    withConsents(({ method, path }) => {
      if (path.endsWith('/options')) return json(200, OPTIONS);
      if (method === 'POST')
        return json(422, {
          status: 422,
          code: 'validation_failed',
          message: 'x',
          details: [{ param: 'evidence', message: 'Complete it.' }],
        });
      return json(
        200,
        state({
          completedSteps: [
            'course',
            'personal',
            'eligibility',
            'commitment',
            'diocese',
            'references',
            'evidence',
            'declarations',
          ],
          availableSteps: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        }),
      );
    });
    show();
    await screen.findByRole('heading', { name: 'Step 9 of 9: Review' });
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Complete these steps first: Evidence.')).toBeDefined();
  });

  it('shows the references’ progress once submitted', async () => {
    withConsents(({ path }) =>
      json(
        200,
        path.endsWith('/options')
          ? OPTIONS
          : state({
              status: 'Submitted',
              editable: false,
              submittedAt: '2031-05-01T10:00:00Z',
              references: [
                {
                  id: 1,
                  kind: 'referee',
                  name: 'Esther Mensah',
                  email: 'e@example.org',
                  status: 'Received',
                  requestedAt: null,
                  receivedAt: null,
                },
              ],
            }),
      ),
    );
    show();
    expect(await screen.findByText(/Your application was sent to the college on 01\/05\/2031/)).toBeDefined();
    expect(screen.getByText('Received')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
