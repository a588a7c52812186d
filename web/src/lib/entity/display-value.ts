import { formatDate, formatDateTime } from '@collegium/domain/date-format';
import { getConfig } from '../config.ts';

// How a stored value reads on screen: dates (an intake's first day too) in the configured format
// (spec 9), checkboxes as Yes/No, an empty value as nothing.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * An intake, named by its first day (YYYY-MM-DD), as people read it: that day in the configured
 * format (spec 9, DD/MM/YYYY), wherever an intake is shown (a select's choices, a filter, a list
 * cell, a report's group). Any other text reads as it is.
 */
export function intakeLabel(value: string): string {
  return ISO_DATE.test(value) ? formatDate(value, getConfig().dateFormat) : value;
}

export function displayValue(value: unknown, input?: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // A select's value that is a day is an intake (System data's intakes list, issue 17).
  if ((input === 'date' || input === 'select' || input === undefined) && typeof value === 'string') {
    if (ISO_DATE.test(value)) return intakeLabel(value);
  }
  // Timestamps the server keeps (last sign-in, audit times) read as date and time.
  if (typeof value === 'string' && ISO_TIMESTAMP.test(value)) return formatDateTime(value, getConfig().dateFormat);
  return String(value);
}

/** A record's name from its definition's title fields ('Revd Jane Smith'). */
export function recordTitle(titleFields: readonly string[], record: Readonly<Record<string, unknown>>): string {
  return titleFields
    .map((f) => displayValue(record[f]))
    .filter((s) => s !== '')
    .join(' ');
}
