import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '../config.ts';
import { displayValue, intakeLabel, recordTitle } from './display-value.ts';

afterEach(() => setConfig({}));

describe('displayValue (spec 9)', () => {
  it('shows dates in the configured format, timestamps with the time, flags as Yes/No, empties as nothing', () => {
    expect(displayValue('2024-03-05', 'date')).toBe('05/03/2024');
    setConfig({ dateFormat: 'YYYY-MM-DD' });
    expect(displayValue('2024-03-05', 'date')).toBe('2024-03-05');
    expect(displayValue('2026-11-22T14:07:00.000Z')).toBe('2026-11-22 14:07');
    expect(displayValue(true)).toBe('Yes');
    expect(displayValue(false, 'checkbox')).toBe('No');
    expect(displayValue(null)).toBe('');
    expect(displayValue(120, 'number')).toBe('120');
    // A text field that merely looks like a date is left alone.
    expect(displayValue('2024-03-05', 'text')).toBe('2024-03-05');
  });

  it('shows an intake (a select of System data intakes) by its first day as DD/MM/YYYY, issue 19', () => {
    expect(displayValue('2027-01-11', 'select')).toBe('11/01/2027');
    expect(intakeLabel('2027-01-11')).toBe('11/01/2027');
    expect(displayValue('London', 'select')).toBe('London');
    expect(intakeLabel('September')).toBe('September');
  });

  it('names a record from its title fields, skipping empty ones', () => {
    expect(recordTitle(['title', 'firstName', 'lastName'], { title: null, firstName: 'Jane', lastName: 'Smith' })).toBe(
      'Jane Smith',
    );
  });
});
