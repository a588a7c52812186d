import { formatDate, formatDateTime } from '@collegium/domain/date-format';
import { getConfig } from '../config.ts';

// How a stored value reads on screen: dates in the configured format (spec 9), checkboxes as
// Yes/No, an empty value as nothing.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

export function displayValue(value: unknown, input?: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if ((input === 'date' || input === undefined) && typeof value === 'string' && ISO_DATE.test(value)) {
    return formatDate(value, getConfig().dateFormat);
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
