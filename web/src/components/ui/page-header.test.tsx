import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppButton } from './button.tsx';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  it('renders the title as the h1 with subtitle and actions', () => {
    render(
      <PageHeader title="Students" subtitle="All current students" actions={<AppButton>Add student</AppButton>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Students' })).toBeTruthy();
    expect(screen.getByText('All current students')).toBeTruthy();
    // MUI maps subtitle variants to h6; the subtitle must stay a paragraph (axe heading-order)
    expect(screen.getAllByRole('heading').length).toBe(1);
    expect(within(screen.getByTestId('page-header-actions')).getByRole('button', { name: 'Add student' })).toBeTruthy();
  });

  it('renders only the title when nothing else is given', () => {
    render(<PageHeader title="Reporting" />);
    expect(screen.getAllByRole('heading').length).toBe(1);
    expect(screen.queryByTestId('page-header-actions')).toBeNull();
  });
});
