import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DATE_FORMAT,
  SHORT_DATE_FORMAT,
  TIME_FORMAT,
  formatDate,
  formatDateTime,
  formatShortDate,
} from './date-format.ts';
import { toDate, toUtcIsoDate } from './date-parse.ts';

const moment = new Date(Date.UTC(2024, 2, 5, 14, 7, 9));

describe('formatDate (spec 5, 9)', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('DD/MM/YYYY');
    expect(SHORT_DATE_FORMAT).toBe('MM/YYYY');
    expect(TIME_FORMAT).toBe('HH:mm');
  });

  it.each([
    [moment, undefined, '05/03/2024'],
    ['2024-03-05', undefined, '05/03/2024'],
    ['2024-03-05T23:59:00Z', undefined, '05/03/2024'],
    ['2024-03-05T23:30:00-01:00', undefined, '06/03/2024'],
    [moment.getTime(), undefined, '05/03/2024'],
    [moment, 'YYYY-MM-DD', '2024-03-05'],
    [moment, 'DD.MM.YYYY HH:mm', '05.03.2024 14:07'],
    [moment, 'MM/DD', '03/05'],
    [moment, 'YYYY', '2024'],
    ['', undefined, ''],
    [null, undefined, ''],
    [undefined, undefined, ''],
    ['not a date', undefined, ''],
    ['1970-01-01', undefined, 'Pre-2018'],
    ['1970-12-31T10:00:00Z', 'YYYY-MM-DD', 'Pre-2018'],
    ['1971-01-01', undefined, '01/01/1971'],
  ])('formatDate(%s, %s) → %s', (value, format, expected) => {
    expect(formatDate(value, format)).toBe(expected);
  });

  it('formats short dates and date-times', () => {
    expect(formatShortDate(moment)).toBe('03/2024');
    expect(formatShortDate(moment, 'YYYY-MM')).toBe('2024-03');
    expect(formatDateTime(moment)).toBe('05/03/2024 14:07');
    expect(formatDateTime('2024-03-05T09:05:00Z', 'YYYY-MM-DD')).toBe('2024-03-05 09:05');
    expect(formatShortDate('')).toBe('');
    expect(formatDateTime('1970-01-01T00:00:00Z')).toBe('Pre-2018');
  });
});

describe('date parsing', () => {
  it('reads dates and rejects non-dates', () => {
    expect(toDate('2024-03-05')?.toISOString()).toBe('2024-03-05T00:00:00.000Z');
    expect(toDate('nope')).toBeNull();
    expect(toDate(new Date(Number.NaN))).toBeNull();
    expect(toUtcIsoDate(moment)).toBe('2024-03-05');
  });
});
