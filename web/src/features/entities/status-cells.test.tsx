import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statusCellFor } from './status-cells.tsx';

describe('status cells', () => {
  it('draws the application status as a chip in its colour class, and nothing else', () => {
    const cell = statusCellFor('applications', 'status');
    expect(cell).toBeDefined();
    render(<>{cell?.('Did not respond')}</>);
    expect(screen.getByText('Did not respond').closest('.MuiChip-root')?.className).toContain('MuiChip-colorError');
    expect(statusCellFor('applications', 'course')).toBeUndefined();
    expect(statusCellFor('students', 'status')).toBeUndefined();
  });
});
