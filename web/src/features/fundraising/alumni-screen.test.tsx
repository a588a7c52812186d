import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FundraisingAlumniList, FundraisingAlumnus } from '@collegium/domain/fundraising-alumni';
import { AppProviders } from '../../test/app-shell.ts';
import { json, mockFetch, sortedQuery } from '../../test/mock-fetch.ts';
import { FundraisingAlumniScreen } from './alumni-screen.tsx';

const ANN: FundraisingAlumnus = {
  id: 41,
  personId: 7,
  name: 'Ann Archer',
  email: 'ann@example.org',
  programme: 'BTh',
  graduationYear: 2024,
  exitAward: 'BTh (Hons)',
  hub: 'York',
  occupation: null,
  donorType: 'Regular',
  donorId: 3,
  alumniContact: true,
  marketing: false,
  fundraising: true,
  givingPence: 125_050,
  gifts: 3,
  lastGiftOn: '2026-05-01',
};

function show() {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const list: FundraisingAlumniList = {
    items: [ANN],
    total: 1,
    page: 1,
    pageSize: 25,
    dioceses: ['Durham', 'Oxford'],
  };
  const fetch = mockFetch(({ path }) => {
    if (path.startsWith('/api/fundraising/alumni?') && path.includes('export=excel'))
      return {
        status: 200,
        body: 'xlsx',
        headers: { 'content-disposition': 'attachment; filename="alumni.xlsx"' },
      };
    if (path.startsWith('/api/fundraising/alumni?')) return json(200, list);
    if (path === '/api/lookups/hubs') return json(200, { key: 'hubs', values: ['York', 'Leeds'], retired: [] });
    if (path === '/api/lookups/consent-purposes')
      return json(200, { key: 'consent-purposes', values: ['Marketing e-mails', 'Alumni contact'], retired: [] });
    return json(404, { status: 404, code: 'not_found', message: 'Not found' });
  });
  render(
    <AppProviders>
      <MemoryRouter>
        <FundraisingAlumniScreen />
      </MemoryRouter>
    </AppProviders>,
  );
  const calls = () => fetch.mock.calls.map(([u]) => sortedQuery(String(u)));
  return { calls, saved };
}

afterEach(() => vi.restoreAllMocks());

describe('Fundraising → Alumni (issue 17)', () => {
  it('lists alumni with donor and consents, the name opening the contact record', async () => {
    show();
    const link = await screen.findByRole('link', { name: 'Ann Archer' });
    expect(link.getAttribute('href')).toBe('/contacts/7');
    const row = link.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Regular')).toBeDefined();
    // Alumni contact and Fundraising given, Marketing e-mails not.
    expect(within(row).getAllByText('Yes')).toHaveLength(2);
    expect(within(row).getByText('No')).toBeDefined();
    expect(screen.getByRole('columnheader', { name: 'Fundraising' })).toBeDefined();
  });

  it('filters by hub and exports only the consented for the chosen purpose as the mailing list', async () => {
    const { calls, saved } = show();
    await screen.findByRole('link', { name: 'Ann Archer' });
    await userEvent.selectOptions(screen.getByLabelText('Hub'), await screen.findByRole('option', { name: 'Leeds' }));
    await waitFor(() =>
      expect(calls()).toContain('/api/fundraising/alumni?hub=Leeds&order=desc&page=1&pageSize=25&sort=graduationYear'),
    );
    await userEvent.selectOptions(
      screen.getByLabelText('Mailing consent'),
      await screen.findByRole('option', { name: 'Alumni contact' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mailing list (Excel)' }));
    await waitFor(() => expect(saved).toEqual(['alumni.xlsx']));
    expect(calls().filter((u) => u.includes('export=excel'))).toEqual([
      '/api/fundraising/alumni?consent=Alumni+contact&export=excel&hub=Leeds&order=desc&sort=graduationYear',
    ]);
  });

  it('filters by a diocese the list offers', async () => {
    const { calls } = show();
    await screen.findByRole('link', { name: 'Ann Archer' });
    await userEvent.selectOptions(
      screen.getByLabelText('Diocese'),
      await screen.findByRole('option', { name: 'Oxford' }),
    );
    await waitFor(() =>
      expect(calls()).toContain(
        '/api/fundraising/alumni?diocese=Oxford&order=desc&page=1&pageSize=25&sort=graduationYear',
      ),
    );
  });
});
