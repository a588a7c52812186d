import InboxIcon from '@mui/icons-material/Inbox';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppButton } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('shows a title heading, text and an action', async () => {
    const onClick = vi.fn();
    render(
      <EmptyState
        icon={<InboxIcon />}
        title="No requests yet"
        text="Requests you make appear here."
        action={<AppButton onClick={onClick}>New request</AppButton>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No requests yet' })).toBeTruthy();
    expect(screen.getByText('Requests you make appear here.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New request' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('hides the decorative icon from screen readers', () => {
    render(<EmptyState icon={<InboxIcon />} title="Empty" />);
    expect(screen.getByTestId('empty-state-icon').getAttribute('aria-hidden')).toBe('true');
  });

  it('needs only a title, at the heading level asked for', () => {
    render(<EmptyState title="Nothing here" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing here' })).toBeTruthy();
    expect(screen.queryByTestId('empty-state-icon')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
