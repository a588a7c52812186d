import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '../../lib/config.ts';
import { Brand } from './brand.tsx';

// Issue 19: the college's name is never cut off with an ellipsis in the sidebar.

afterEach(() => setConfig({}));

describe('Brand', () => {
  it('shows the whole college name, wrapping rather than cutting it off', () => {
    setConfig({ collegeName: 'Collegium Theological College of the North East' });
    render(<Brand inverse />);
    const name = screen.getByText('Collegium Theological College of the North East');
    const style = getComputedStyle(name);
    expect(style.whiteSpace).not.toBe('nowrap');
    expect(style.textOverflow).not.toBe('ellipsis');
  });

  it('shows only the mark in the collapsed menu', () => {
    setConfig({ collegeName: 'St Aidan' });
    render(<Brand inverse mini />);
    expect(screen.queryByText('St Aidan')).toBeNull();
  });
});
