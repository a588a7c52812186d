import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { mockXhr } from '../../../test/mock-xhr.ts';
import { DioceseEvidencePage } from './diocese-evidence-page.tsx';

function show() {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/pages/diocese-evidence/tok']}>
        <Routes>
          <Route path="/pages/diocese-evidence/:token" element={<DioceseEvidencePage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const PAGE = {
  applicantName: 'Ruth Okafor',
  courseTitle: 'Bachelor of Theology',
  dioceseName: 'Diocese of Durham',
  expiresAt: '2031-01-01T00:00:00Z',
  evidence: [],
  // System data's evidence types, as the link's page offers them (an administrator added Ordination papers).
  evidenceTypes: ['Finance', 'Safeguarding', 'Ordination papers'],
};

describe('/pages/diocese-evidence/:token', () => {
  it('names the application, asks what the file is, and lists what was sent', async () => {
    mockFetch(() => json(200, PAGE));
    const uploads = mockXhr(() => ({
      status: 201,
      body: { ...PAGE, evidence: [{ type: 'Finance', fileName: 'grant.pdf', createdAt: '2030-12-01T10:00:00Z' }] },
    }));
    show();
    expect(await screen.findByText('Ruth Okafor')).toBeDefined();
    await userEvent.upload(
      screen.getByLabelText(/^File/),
      new File(['%PDF-1.4'], 'grant.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the file' }));
    expect(await screen.findByText('Choose what this file is.')).toBeDefined();
    await userEvent.click(screen.getByRole('combobox', { name: /What the file is/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(PAGE.evidenceTypes);
    await userEvent.click(await screen.findByRole('option', { name: 'Finance' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the file' }));
    expect(await screen.findByText('Finance: grant.pdf (01/12/2030)')).toBeDefined();
    expect(uploads.map((u) => `${u.method} ${u.path}`)).toEqual(['POST /api/references/diocese/tok']);
    const sent = uploads[0]?.body as FormData;
    expect(sent.get('type')).toBe('Finance');
    expect((sent.get('file') as File).name).toBe('grant.pdf');
  }, 30_000);

  it('says when the link has expired', async () => {
    mockFetch(() => json(410, { status: 410, code: 'token_invalid', message: 'This upload link no longer works.' }));
    show();
    expect(await screen.findByText('This upload link no longer works.')).toBeDefined();
  });
});
