import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { ProgrammesPanel } from './programmes-panel.tsx';

// Issue 15, System data → Programmes: the list with where each is used, the edit dialog sending
// only the programme's fields with the version read, and the server's refusals by their fields.

const bth = {
  id: 3,
  code: 'BTh',
  title: 'BTh Theology',
  award: 'BTh',
  levels: ['4', '5', '6'],
  credits: 360,
  transferable: true,
  paces: ['PT', 'FT'],
  retired: false,
  version: 2,
  usedBy: ['12 students'],
};

function show() {
  return render(
    <AppProviders>
      <ProgrammesPanel />
    </AppProviders>,
  );
}

describe('the programmes of System data', () => {
  it('edits a programme in a dialog and shows a refusal by its field', async () => {
    const patches: unknown[] = [];
    mockFetch(({ method, body }) => {
      if (method === 'PATCH') {
        patches.push(body);
        if (patches.length === 1)
          return json(422, {
            status: 422,
            code: 'validation_failed',
            message: 'Validation error',
            details: [{ param: 'credits', message: 'A programme has at most 720 credits.' }],
          });
        return json(200, { programmes: [{ ...bth, title: 'BTh in Theology', version: 3 }] });
      }
      return json(200, { programmes: [bth] });
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('BTh: BTh Theology')).toBeDefined();
    expect(screen.getByText('Used by 12 students')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Edit BTh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit programme BTh' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'BTh in Theology');
    const credits = within(dialog).getByRole('textbox', { name: /Credits/ });
    await user.clear(credits);
    await user.type(credits, '9999');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Extended' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A programme has at most 720 credits.')).toBeDefined();
    expect(patches[0]).toEqual({
      version: 2,
      code: 'BTh',
      title: 'BTh in Theology',
      award: 'BTh',
      levels: ['4', '5', '6'],
      credits: 9999,
      transferable: true,
      paces: ['PT', 'FT', 'Extended'],
    });
    await user.clear(credits);
    await user.type(credits, '360');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('BTh: BTh in Theology')).toBeDefined();
  });

  it('names where a programme is used when it cannot be deleted', async () => {
    mockFetch(({ method }) =>
      method === 'DELETE'
        ? json(409, {
            status: 409,
            code: 'conflict',
            message:
              'BTh is in use (12 students): it cannot be deleted. Retire it instead, so it is no longer offered.',
          })
        : json(200, { programmes: [bth] }),
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Delete BTh' }));
    expect(await screen.findByText(/BTh is in use \(12 students\)/)).toBeDefined();
  });
});
