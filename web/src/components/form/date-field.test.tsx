import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field.tsx';

// spec 9: DD/MM/YYYY in every input whatever the browser's locale. The browser here says en-US,
// where a native date input would read mm/dd/yyyy.

function Form({ initial = '', onValue }: { initial?: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Date of birth"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
      <button type="button" onClick={() => setValue('2001-09-30')}>
        Load
      </button>
    </>
  );
}

describe('DateField in an en-US browser', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a stored date as DD/MM/YYYY and is a text field, not the native date input', () => {
    render(<Form initial="2026-03-07" onValue={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(input).toHaveProperty('value', '07/03/2026');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    expect(screen.getByText('As DD/MM/YYYY')).toBeTruthy();
  });

  it('masks the digits typed and hands the form the ISO date', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Form onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    await user.type(input, '27112026');
    expect(input).toHaveProperty('value', '27/11/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-27');
  });

  it('reads a day before the month, never the US order, and says so when the date is not real', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Form onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    await user.type(input, '11/27/2026');
    expect(onValue).toHaveBeenLastCalledWith('11/27/2026');
    await user.tab();
    expect(screen.getByText('Enter a real date as DD/MM/YYYY')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.clear(input);
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(screen.queryByText('Enter a real date as DD/MM/YYYY')).toBeNull();
  });

  it('shows a value set from outside in the format', async () => {
    const user = userEvent.setup();
    render(<Form onValue={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveProperty('value', '30/09/2001');
  });
});
