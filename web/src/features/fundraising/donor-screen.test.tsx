import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import { setConfig } from '../../lib/config.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { DonorCrmScreen } from './donor-screen.tsx';

function show(donor: Record<string, unknown>) {
  mockFetch(({ path }) => (path === '/api/donors/12' ? json(200, { id: 12, version: 1, ...donor }) : json(404)));
  const router = createMemoryRouter([{ path: '/donors/:id', Component: DonorCrmScreen }], {
    initialEntries: ['/donors/12'],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => setConfig({}));

describe('the donor page (spec 2.5)', () => {
  it("embeds the donor's CRM page, sandboxed, from the configured address", async () => {
    setConfig({ crmUrlTemplate: 'https://crm.example.org/contacts/{id}/view' });
    show({ crmId: 'AB 12' });
    const frame = (await screen.findByTitle(/^CRM page of/)) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://crm.example.org/contacts/AB%2012/view');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    expect(screen.getByRole('link', { name: /Open in the CRM/ }).getAttribute('href')).toBe(frame.getAttribute('src'));
  });

  it('says plainly when no CRM address is configured', async () => {
    show({ crmId: 'AB12' });
    expect(await screen.findByText(/No CRM address is configured/)).toBeDefined();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says so when the donor has no CRM id', async () => {
    setConfig({ crmUrlTemplate: 'https://crm.example.org/{id}' });
    show({ crmId: null });
    expect(await screen.findByText(/has no CRM id yet/)).toBeDefined();
  });
});
