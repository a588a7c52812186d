import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, readableOn, resolveColor, textOn } from './readable-color.ts';

describe('textOn', () => {
  it('chooses white on dark and black on light backgrounds', () => {
    expect(textOn('#2e7d32')).toBe('#fff');
    expect(textOn('#ffeb3b')).toBe('#000');
  });

  it('always reaches AA on the default palette', () => {
    const { palette } = createTheme();
    for (const key of ['primary', 'secondary', 'success', 'error', 'info', 'warning'] as const) {
      expect(getContrastRatio(textOn(palette[key].main), palette[key].main)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });
});

describe('readableOn', () => {
  it('keeps a colour that already passes', () => {
    expect(readableOn('#2e7d32', '#fff')).toBe('#2e7d32');
  });

  it('darkens a colour too light for a white background', () => {
    const colour = readableOn('#ed6c02', '#fff');
    expect(getContrastRatio(colour, '#fff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('lightens a colour too dark for a dark background', () => {
    const colour = readableOn('#1565c0', '#121212');
    expect(getContrastRatio(colour, '#121212')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('returns colours it cannot parse unchanged', () => {
    expect(readableOn('tomato', '#fff')).toBe('tomato');
  });
});

describe('resolveColor', () => {
  it('maps palette keys to theme colours and leaves CSS colours alone', () => {
    const theme = createTheme();
    expect(resolveColor(theme, 'success')).toBe(theme.palette.success.main);
    expect(resolveColor(theme, 'text.secondary')).toBe(theme.palette.text.secondary);
    expect(resolveColor(theme, '#123456')).toBe('#123456');
  });
});
