import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EngagementStatusChip } from './engagement-status-chip.tsx';
import { StatusChip } from './status-chip.tsx';

describe('StatusChip', () => {
  it('shows the status as text with the colour class as the palette colour', () => {
    render(<StatusChip label="Rejected" colour="danger" />);
    expect(screen.getByText('Rejected').closest('.MuiChip-root')?.className).toContain('MuiChip-colorError');
  });
  it('is outlined and uncoloured without a colour class', () => {
    render(<StatusChip label="In progress" />);
    expect(screen.getByText('In progress').closest('.MuiChip-root')?.className).toContain('MuiChip-outlined');
  });
  it('colours engagement statuses by the engagement rule', () => {
    render(<EngagementStatusChip status="Current" />);
    expect(screen.getByText('Current').closest('.MuiChip-root')?.className).toContain('MuiChip-colorSuccess');
  });
});
