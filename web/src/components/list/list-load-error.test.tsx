import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListLoadError } from './list-load-error.tsx';

describe('a list that could not be loaded', () => {
  it("shows the server's sentence as an alert and asks again on Try again", async () => {
    const onRetry = vi.fn();
    render(<ListLoadError error={new Error('The invoices could not be read.')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The invoices could not be read.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
