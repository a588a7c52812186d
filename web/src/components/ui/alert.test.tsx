import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DismissibleAlert } from './alert.tsx';

describe('DismissibleAlert', () => {
  it('shows title, message and children with the given severity', () => {
    render(
      <DismissibleAlert severity="error" title="Failed" message="Could not save.">
        <span>Try again later.</span>
      </DismissibleAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed');
    expect(alert.textContent).toContain('Could not save.');
    expect(alert.textContent).toContain('Try again later.');
    expect(alert.classList.contains('MuiAlert-colorError')).toBe(true);
  });

  it('defaults to info and has no close button unless dismissible', () => {
    render(<DismissibleAlert message="Note" />);
    expect(screen.getByRole('alert').classList.contains('MuiAlert-colorInfo')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('disappears when closed and reports it (spec 4.8)', async () => {
    const onClose = vi.fn();
    render(<DismissibleAlert dismissible message="Saved" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('can be closed from the keyboard', async () => {
    render(<DismissibleAlert dismissible message="Saved" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows a controlled open flag', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<DismissibleAlert open dismissible message="Kept" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(<DismissibleAlert open={false} dismissible message="Kept" onClose={onClose} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
