import { describe, expect, it } from 'vitest';
import { dateTextToIso, inputDateFormat, isoToDateText, maskDateText } from './date-input.ts';

describe('typing a date in the configured format', () => {
  it('shows an ISO date as DD/MM/YYYY by default, and in a configured order', () => {
    expect(isoToDateText('2026-03-07')).toBe('07/03/2026');
    expect(isoToDateText('2026-03-07', 'YYYY-MM-DD')).toBe('2026-03-07');
    expect(isoToDateText('2026-03-07', 'MM.DD.YYYY')).toBe('03.07.2026');
    expect(isoToDateText('')).toBe('');
    expect(isoToDateText(null)).toBe('');
  });

  it('falls back to DD/MM/YYYY for a format that is not only a date', () => {
    expect(inputDateFormat('DD/MM/YYYY HH:mm')).toBe('DD/MM/YYYY');
    expect(inputDateFormat('DD/DD/YYYY')).toBe('DD/MM/YYYY');
    expect(inputDateFormat('YYYY-MM-DD')).toBe('YYYY-MM-DD');
  });

  it('puts the separators in as the digits are typed', () => {
    expect(maskDateText('2')).toBe('2');
    expect(maskDateText('27')).toBe('27');
    expect(maskDateText('271')).toBe('27/1');
    expect(maskDateText('27112026')).toBe('27/11/2026');
    expect(maskDateText('2711202699')).toBe('27/11/2026');
    expect(maskDateText('27/')).toBe('27');
    expect(maskDateText('ab27x')).toBe('27');
  });

  it('pads a short day or month closed by a separator and turns a pasted ISO date round', () => {
    expect(maskDateText('1/2/2026')).toBe('01/02/2026');
    expect(maskDateText('1/')).toBe('01');
    expect(maskDateText('2026-11-27')).toBe('27/11/2026');
  });

  it('reads only complete, real dates', () => {
    expect(dateTextToIso('27/11/2026')).toBe('2026-11-27');
    expect(dateTextToIso('29/02/2024')).toBe('2024-02-29');
    expect(dateTextToIso('29/02/2025')).toBeNull();
    expect(dateTextToIso('31/04/2026')).toBeNull();
    expect(dateTextToIso('00/01/2026')).toBeNull();
    expect(dateTextToIso('01/13/2026')).toBeNull();
    expect(dateTextToIso('27/11/26')).toBeNull();
    expect(dateTextToIso('11/27/2026')).toBeNull();
    expect(dateTextToIso('2026-11-27', 'YYYY-MM-DD')).toBe('2026-11-27');
    expect(dateTextToIso('11.27.2026', 'MM.DD.YYYY')).toBe('2026-11-27');
  });
});
