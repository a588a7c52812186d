import Card from '@mui/material/Card';
import Paper from '@mui/material/Paper';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme.ts';

// Issue 19: one card style. Screens made their sections as outlined Papers, as Papers with the
// default shadow, or as Cards; the theme gives the shadowed ones the outlined look, so every
// section has the same thin border and no shadow, while raised surfaces keep theirs.

function surfaces(mode: 'light' | 'dark') {
  render(
    <ThemeProvider theme={createAppTheme(mode)}>
      <Paper variant="outlined" data-testid="outlined" />
      <Paper data-testid="paper" />
      <Card data-testid="card" />
      <Paper elevation={8} data-testid="raised" />
    </ThemeProvider>,
  );
  return (id: string) => getComputedStyle(screen.getByTestId(id));
}

describe('the section surfaces', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`look the same whether an outlined Paper, a Paper or a Card (${mode})`, () => {
      const style = surfaces(mode);
      const outlined = style('outlined');
      expect(outlined.borderTopStyle).toBe('solid');
      expect(outlined.borderTopWidth).toBe('1px');
      for (const id of ['paper', 'card']) {
        const s = style(id);
        expect(s.borderTopStyle).toBe(outlined.borderTopStyle);
        expect(s.borderTopWidth).toBe(outlined.borderTopWidth);
        expect(s.borderTopColor).toBe(outlined.borderTopColor);
        expect(s.boxShadow).toBe('none');
        expect(s.backgroundImage).toBe('none');
        expect(s.borderRadius).toBe(outlined.borderRadius);
        expect(s.backgroundColor).toBe(outlined.backgroundColor);
      }
    });
  }

  it('leaves raised surfaces (menus, dialogs) their shadow', () => {
    const style = surfaces('light');
    expect(style('raised').boxShadow).not.toBe('none');
    expect(style('raised').boxShadow).not.toBe('');
  });
});
