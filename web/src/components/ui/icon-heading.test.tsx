import SchoolIcon from '@mui/icons-material/School';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconHeading } from './icon-heading.tsx';

describe('IconHeading', () => {
  it('caps its height at 65 px (spec 9) and shows the icon', () => {
    render(
      <IconHeading>
        <SchoolIcon data-testid="icon" />
      </IconHeading>,
    );
    const heading = screen.getByTestId('icon-heading');
    expect(getComputedStyle(heading).maxHeight).toBe('65px');
    expect(heading.contains(screen.getByTestId('icon'))).toBe(true);
  });

  it('uses the success colour by default with readable foreground', () => {
    render(<IconHeading>i</IconHeading>);
    const style = getComputedStyle(screen.getByTestId('icon-heading'));
    expect(style.backgroundColor).toBe('rgb(46, 125, 50)');
    expect(style.color).toBe('rgb(255, 255, 255)');
  });
});
