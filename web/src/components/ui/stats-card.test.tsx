import PeopleIcon from '@mui/icons-material/People';
import WarningIcon from '@mui/icons-material/Warning';
import { getContrastRatio } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatsCard } from './stats-card.tsx';

describe('StatsCard', () => {
  it('names the card by its title and shows the value to screen readers', () => {
    render(
      <StatsCard icon={<PeopleIcon data-testid="icon" />} title="Current students" value={128} smallValue="of 140" />,
    );
    const card = screen.getByRole('region', { name: 'Current students' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Current students' })).toBeTruthy();
    expect(screen.getByTestId('stats-value').textContent).toBe('128of 140');
    expect(within(card).getByText('of 140').tagName).toBe('SMALL');
    expect(within(screen.getByTestId('icon-heading')).getByTestId('icon')).toBeTruthy();
  });

  it('uses the success heading by default and takes another colour', () => {
    const { rerender } = render(<StatsCard icon={<PeopleIcon />} title="A" value="1" />);
    expect(getComputedStyle(screen.getByTestId('icon-heading')).backgroundColor).toBe('rgb(46, 125, 50)');
    rerender(<StatsCard icon={<PeopleIcon />} title="A" value="1" color="primary" />);
    expect(getComputedStyle(screen.getByTestId('icon-heading')).backgroundColor).toBe('rgb(25, 118, 210)');
  });

  it('shows a footer with a 16 px sub icon and sub text (spec 9)', () => {
    render(
      <StatsCard
        icon={<PeopleIcon />}
        title="Applicants"
        value="12"
        subIcon={<WarningIcon data-testid="sub" />}
        subIconColor="error"
        subText="Needs review"
        subTextColor="error"
      />,
    );
    const subIcon = screen.getByTestId('stats-sub-icon');
    expect(subIcon.contains(screen.getByTestId('sub'))).toBe(true);
    const svg = getComputedStyle(screen.getByTestId('sub'));
    expect([svg.width, svg.height, svg.fontSize]).toEqual(['16px', '16px', '16px']);
    expect(getComputedStyle(subIcon).color).toBe('rgb(211, 47, 47)');
    expect(getComputedStyle(screen.getByText('Needs review')).color).toBe('rgb(211, 47, 47)');
  });

  it('darkens a sub text colour that would fail AA on white', () => {
    render(<StatsCard icon={<PeopleIcon />} title="T" value="1" subText="Late" subTextColor="warning" />);
    const colour = getComputedStyle(screen.getByText('Late')).color;
    expect(getContrastRatio(colour, '#fff')).toBeGreaterThanOrEqual(4.5);
  });

  it('has no footer without sub icon or sub text', () => {
    render(<StatsCard icon={<PeopleIcon />} title="T" value="1" />);
    expect(screen.queryByTestId('stats-sub-icon')).toBeNull();
    expect(screen.queryByRole('separator')).toBeNull();
  });
});
