import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSnackbarStore } from '../../lib/snackbar-store.ts';
import { SnackbarHost } from './snackbar-host.tsx';

describe('SnackbarHost (spec 3)', () => {
  it('shows the message with its type, each line on its own line, and closes', async () => {
    render(<SnackbarHost />);
    act(() =>
      useSnackbarStore.getState().notifyError('Some fields are not valid.\nEnter a name. (name)', { permanent: true }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.className).toContain('Error');
    expect(alert.textContent).toContain('Enter a name. (name)');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useSnackbarStore.getState().current).toBeNull();
  });

  it('shows information as info', async () => {
    render(<SnackbarHost />);
    act(() => useSnackbarStore.getState().notify('Saved'));
    expect((await screen.findByRole('alert')).className).toContain('Info');
  });
});
