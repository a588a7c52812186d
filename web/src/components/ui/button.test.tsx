import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppButton } from './button.tsx';

const style = (name: string) => getComputedStyle(screen.getByRole('button', { name }));

describe('AppButton', () => {
  it('defaults to a raised, rounded, success-coloured contained button (spec 9)', () => {
    render(<AppButton>Save</AppButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.classList.contains('MuiButton-containedSuccess')).toBe(true);
    expect(button.classList.contains('MuiButton-disableElevation')).toBe(false);
    expect(style('Save').borderRadius).toBe('999px');
    expect(style('Save').boxShadow).not.toBe('none');
  });

  it('takes another colour', () => {
    render(<AppButton color="error">Delete</AppButton>);
    expect(screen.getByRole('button', { name: 'Delete' }).classList.contains('MuiButton-containedError')).toBe(true);
  });

  it('drops the shadow when depressed', () => {
    render(<AppButton depressed>Flat</AppButton>);
    expect(screen.getByRole('button', { name: 'Flat' }).classList.contains('MuiButton-disableElevation')).toBe(true);
    expect(style('Flat').boxShadow).toBe('none');
  });

  it('keeps the theme corners when not rounded', () => {
    render(<AppButton rounded={false}>Square</AppButton>);
    expect(style('Square').borderRadius).not.toBe('999px');
  });

  it('picks black or white text for AA contrast, even where MUI would not', () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <AppButton color="warning">Warn</AppButton>
        <AppButton>Ok</AppButton>
      </ThemeProvider>,
    );
    // default warning main #ed6c02 gives white text only 3.2:1, so black is chosen
    expect(style('Warn').color).toBe('rgb(0, 0, 0)');
    expect(style('Ok').color).toBe('rgb(255, 255, 255)');
  });

  it('merges caller sx and passes other MUI props through', async () => {
    const onClick = vi.fn();
    render(
      <AppButton sx={{ minWidth: 321 }} onClick={onClick} type="submit">
        Send
      </AppButton>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(style('Send').minWidth).toBe('321px');
    expect(button.getAttribute('type')).toBe('submit');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is reachable and pressable from the keyboard', async () => {
    const onClick = vi.fn();
    render(<AppButton onClick={onClick}>Go</AppButton>);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Go' }));
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });
});
