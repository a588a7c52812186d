import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { RecordLoadError } from './record-load-error.tsx';

const props = {
  missingTitle: 'Student not found',
  missingText: 'Not among your students.',
  failedText: 'This student could not be loaded.',
  back: <a href="/back">Back</a>,
};
const failure = (status: number) => new ApiError({ status, statusMessage: '', message: 'x', data: null } as never);

describe('RecordLoadError', () => {
  it('shows its own 404 page, with the way back, for a record out of reach', () => {
    render(<RecordLoadError error={failure(404)} {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Student not found' })).toBeDefined();
    expect(screen.getByText('Not among your students.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a plain error for anything else', () => {
    render(<RecordLoadError error={failure(500)} {...props} />);
    expect(screen.getByRole('alert').textContent).toContain('This student could not be loaded.');
    expect(screen.queryByText('Student not found')).toBeNull();
  });
});
