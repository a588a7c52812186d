import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreenAt } from '../../test/app-shell.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { LeadEventsScreen } from './events-screen.tsx';

// Issue 19: "Add an event" as GOV.UK forms are: the server's 422 details show at their fields and
// in the error summary at the top of the form, which takes the focus; each link leads to its field.

const refused = {
  status: 422,
  code: 'validation_failed',
  message: 'Check the event.',
  details: [
    { param: 'name', message: 'Enter the event’s name.' },
    { param: 'heldOn', message: 'Enter the day it is held, like 03/10/2026.' },
  ],
};

describe('Add an event', () => {
  it('lists each problem in the error summary, linked to its field, and says it at the field', async () => {
    const posts: unknown[] = [];
    mockFetch(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/leads/events') {
        posts.push(body);
        return json(422, refused);
      }
      return path === '/api/leads/events' ? json(200, { items: [] }) : json(404, {});
    });
    renderScreenAt('/leads/events', <LeadEventsScreen />);
    const form = screen.getByRole('region', { name: 'Add an event' });
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Add event' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(posts).toHaveLength(1);
    expect(document.activeElement).toBe(summary);
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Enter the event’s name.',
      'Enter the day it is held, like 03/10/2026.',
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['#event-name', '#event-heldOn']);
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getAllByText('Enter the event’s name.')).toHaveLength(2);
    await userEvent.click(links[0]!);
    expect(document.activeElement).toBe(name);
  });
});
