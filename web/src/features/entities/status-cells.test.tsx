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

  it('draws a student’s cohort group as a labelled chip (issue 20, cohortGroupLabels)', () => {
    const cell = statusCellFor('students', 'cohortGroup');
    render(<>{cell?.('NLM 2022')}</>);
    const chip = screen.getByTestId('cohort-group-chip');
    expect(chip.textContent).toBe('Cohort group NLM 2022');
    expect(chip.getAttribute('title')).toBe('Cohort group: NLM 2022');
    render(<>{cell?.(null)}</>);
    expect(screen.getAllByTestId('cohort-group-chip')).toHaveLength(1);
  });
});
