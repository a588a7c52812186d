import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { ReferenceFormPage } from './reference-form-page.tsx';

function show() {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/pages/reference/tok']}>
        <Routes>
          <Route path="/pages/reference/:token" element={<ReferenceFormPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const REQUEST = {
  refereeName: 'Esther Mensah',
  applicantName: 'Ruth Okafor',
  course: 'MA',
  courseTitle: 'MA in Theology',
  leader: false,
  postgraduate: true,
  expiresAt: '2031-01-01T00:00:00Z',
};

describe('/pages/reference/:token', () => {
  it('asks the postgraduate question on a postgraduate course and sends the answers', async () => {
    const fetch = mockFetch(({ method }) => (method === 'GET' ? json(200, REQUEST) : { status: 204 }));
    show();
    expect(await screen.findByText('Ruth Okafor')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Send the reference' }));
    expect(await screen.findByText('Tell us whether the applicant is ready for postgraduate study.')).toBeDefined();
    await userEvent.type(screen.getByLabelText(/How do you know the applicant/), 'Tutor');
    await userEvent.type(screen.getByLabelText(/How long have you known them/), '3 years');
    await userEvent.click(screen.getByRole('combobox', { name: /academic ability/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Good' }));
    await userEvent.type(screen.getByLabelText(/get on with others/), 'Kind.');
    await userEvent.type(screen.getByLabelText(/postgraduate level/), 'Yes, ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Send the reference' }));
    expect(await screen.findByText(/Your reference for Ruth Okafor has been sent/)).toBeDefined();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/references/form/tok');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      academicAbility: 'Good',
      suitabilityPostgraduate: 'Yes, ready.',
    });
  }, 30_000);

  it('says plainly when the link no longer works (410)', async () => {
    mockFetch(() => json(410, { status: 410, code: 'token_invalid', message: 'This reference link no longer works.' }));
    show();
    expect(await screen.findByText('This reference link no longer works.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Send the reference' })).toBeNull();
  });
});
