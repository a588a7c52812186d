import type { BapCandidateView, StudentBapView } from '@collegium/domain/bap';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../test/app-shell.ts';
import { json, mockFetch } from '../../../../test/mock-fetch.ts';
import { StudentBapPanel } from './student-bap-panel.tsx';

// Issue 20, feature bap: the student record shows the BAP stage of the student's own application.

const candidate: BapCandidateView = {
  applicationId: 41,
  name: 'Ann Ordinand',
  course: 'BTh',
  status: 'Confirmed',
  diocese: 'Durham',
  answer: 'Booked',
  stage: 'Recommended',
  panelDate: '2026-10-02',
  notes: 'Recommended for training.',
  evidence: { id: 3, fileName: 'recommendation.pdf', createdAt: '2026-10-05T10:00:00Z' },
  version: 2,
  updatedAt: '2026-10-05T10:00:00Z',
};

function show(view: StudentBapView) {
  const calls: string[] = [];
  mockFetch(({ path }) => {
    calls.push(path);
    return json(200, view);
  });
  const result = render(
    <AppProviders>
      <MemoryRouter>
        <StudentBapPanel studentId={7} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { calls, ...result };
}

describe('the BAP panel on the student record', () => {
  it('shows the stage, panel date, notes and recommendation, with the application link for its readers', async () => {
    const { calls } = show({ candidate, abilities: { canEdit: false, canOpenApplication: true } });
    const panel = await screen.findByRole('region', { name: 'Bishops’ Advisory Panel' });
    expect(calls).toEqual(['/api/students/7/bap']);
    expect(panel.textContent).toContain('Recommended');
    expect(panel.textContent).toContain('Panel 2 Oct 2026');
    expect(panel.textContent).toContain('Recommended for training.');
    expect(panel.textContent).toContain('Recommendation: recommendation.pdf');
    expect(screen.getByRole('link', { name: 'Open the application' }).getAttribute('href')).toBe('/applications/41');
    expect(screen.queryByRole('button', { name: 'Update BAP stage' })).toBeNull();
  });

  it('offers the update to whoever may edit candidates, and no link without applications:view', async () => {
    show({ candidate, abilities: { canEdit: true, canOpenApplication: false } });
    expect(await screen.findByRole('button', { name: 'Update BAP stage' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Open the application' })).toBeNull();
  });

  it('shows nothing for a student who never was a candidate', async () => {
    const { calls, container } = show({ candidate: null, abilities: { canEdit: false, canOpenApplication: false } });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
