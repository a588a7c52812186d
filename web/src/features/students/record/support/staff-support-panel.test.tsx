import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../test/app-shell.ts';
import { json, mockFetch } from '../../../../test/mock-fetch.ts';
import { StaffSupportPanel } from './staff-support-panel.tsx';

// Issue 5: staff see a student's declarations and HESA answers only when they ask (each read is
// audited on the server), with HESA's codes named.

const declaration = {
  conditions: ['Dyslexia', 'Other'],
  otherCondition: 'Visual stress',
  diagnosis: 'diagnosed',
  diagnosedBy: 'Educational psychologist',
  impact: 'Reading is slow.',
  adjustments: ['Coloured paper or overlays'],
  otherAdjustments: '',
  shareWithTutors: true,
  evidenceFileId: 9,
  evidenceName: 'report.pdf',
  submittedAt: '2026-11-20T09:00:00.000Z',
};
const answers = {
  ethnicity: '120',
  religion: '03',
  sex: '11',
  genderIdentity: '01',
  sexualOrientation: '98',
  disabilities: ['51', '55'],
  careLeaver: '03',
  parentalEducation: '02',
  estranged: '02',
  carer: '01',
};

describe('the staff support panel', () => {
  it('reads nothing until asked, then shows both declarations and the latest HESA answers', async () => {
    const fetch = mockFetch(({ path }) => {
      if (path === '/api/students/12/support-declarations')
        return json(200, {
          items: [
            { kind: 'neurodiversity', declaration },
            { kind: 'disability', declaration: null },
          ],
        });
      if (path === '/api/students/12/hesadata')
        return json(200, { years: [{ academicYear: '2026/27', answers, updatedAt: '2026-11-21T09:00:00.000Z' }] });
      return json(404, { status: 404, code: 'not_found', message: 'Not found' });
    });
    const user = userEvent.setup();
    render(
      <AppProviders>
        <StaffSupportPanel studentId={12} />
      </AppProviders>,
    );
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Show declarations and HESA answers' }));
    const neuro = await screen.findByRole('region', { name: 'Neurodiversity declaration' });
    expect(within(neuro).getByText('Dyslexia, Other: Visual stress')).toBeDefined();
    expect(within(neuro).getByText('20/11/2026')).toBeDefined();
    expect(within(neuro).getByRole('link', { name: 'report.pdf' }).getAttribute('href')).toBe(
      '/api/students/12/support-declarations/neurodiversity/evidence',
    );
    expect(within(screen.getByRole('region', { name: 'Disability declaration' })).getByText('Not sent.')).toBeDefined();
    const hesa = screen.getByRole('region', { name: 'HESA answers' });
    expect(within(hesa).getByText('Black or Black British – African (120)')).toBeDefined();
    expect(within(hesa).getByText(/Prefer not to say \(98\)/)).toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
