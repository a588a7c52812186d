import { ATTENDEE_FIELDS, type AttendeeRow } from '@collegium/domain/lead-events';
import {
  type ImportMapping,
  importMappingSchema,
  mappingProblems,
  suggestMapping,
} from '@collegium/domain/data-import';
import { emailSchema } from '@collegium/domain/entities/common-fields';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validationFailed } from '../../http/errors.ts';
import { formatOf } from '../import/import-operations.ts';
import { headerNames, readRows } from '../import/read-rows.ts';

// Issue 17: an event's attendee list as rows of checked values. The file is read with the import
// module's reader (CSV, or the first sheet of an .xlsx), its columns mapped to ATTENDEE_FIELDS
// (the mapping sent, else one suggested from the headers), each row checked.

export interface Attendee {
  row: number;
  firstName: string;
  lastName: string;
  email: string | null;
  postCode: string | null;
  phone: string | null;
}

export interface AttendeeFile {
  headers: string[];
  mapping: ImportMapping;
  problems: { param: string; message: string }[];
  attendees: Attendee[];
  /** Rows that fail their checks, with why. */
  bad: AttendeeRow[];
}

const FIELDS = ATTENDEE_FIELDS.map((f) => ({ ...f }));
const LIMITS: Record<string, number> = { firstName: 100, lastName: 100, postCode: 10, phone: 40 };

/** What event platforms call the columns (letters and digits only, lower case). */
const ALIASES: Record<string, string> = {
  forename: 'firstName',
  givenname: 'firstName',
  surname: 'lastName',
  familyname: 'lastName',
  emailaddress: 'email',
  mail: 'email',
  postalcode: 'postCode',
  zip: 'postCode',
  zipcode: 'postCode',
  telephone: 'phone',
  mobile: 'phone',
  phonenumber: 'phone',
};

/** The mapping offered for a file: the import's rule (name or label), then the platforms' names. */
export function suggestAttendeeMapping(headers: readonly string[]): ImportMapping {
  const mapping = suggestMapping(headers, FIELDS, null);
  for (const h of headers) {
    const alias = ALIASES[h.toLowerCase().replace(/[^a-z0-9]/g, '')];
    if (mapping[h] === null && alias && !Object.values(mapping).includes(alias)) mapping[h] = alias;
  }
  return mapping;
}

export function parseMapping(text: string | undefined): ImportMapping | null {
  if (text === undefined || text === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw validationFailed([
      { param: 'mapping', message: 'The column mapping could not be read; choose the columns again.' },
    ]);
  }
  const checked = importMappingSchema.safeParse(parsed);
  if (!checked.success)
    throw validationFailed([
      { param: 'mapping', message: 'The column mapping could not be read; choose the columns again.' },
    ]);
  return checked.data;
}

async function fileRows(filename: string, bytes: Buffer): Promise<string[][]> {
  const format = formatOf(filename, bytes);
  const dir = await mkdtemp(join(tmpdir(), 'attendees-'));
  try {
    const path = join(dir, `upload.${format}`);
    await writeFile(path, bytes);
    const rows: string[][] = [];
    for await (const r of readRows(path, format)) {
      rows[r.row - 1] = r.cells;
      if (rows.length > 5001)
        throw validationFailed([
          { param: 'file', message: 'An attendee list holds at most 5,000 people; split the file.' },
        ]);
    }
    return Array.from(rows, (r) => r ?? []);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function checkRow(
  row: number,
  byField: Record<string, string>,
  columnOf: Record<string, string>,
): Attendee | AttendeeRow {
  const errors: { column: string; message: string }[] = [];
  const value = (field: string) => {
    const v = (byField[field] ?? '').trim();
    const max = LIMITS[field];
    if (max && v.length > max)
      errors.push({ column: columnOf[field] ?? field, message: `Keep it to ${max} characters.` });
    return v === '' ? null : v;
  };
  const firstName = value('firstName');
  const lastName = value('lastName');
  if (!firstName) errors.push({ column: columnOf.firstName ?? 'First name', message: 'Give a first name.' });
  if (!lastName) errors.push({ column: columnOf.lastName ?? 'Last name', message: 'Give a last name.' });
  const email = value('email');
  if (email && !emailSchema.safeParse(email).success)
    errors.push({ column: columnOf.email ?? 'E-mail', message: `${email} is not a valid e-mail address.` });
  const attendee = {
    row,
    firstName: firstName ?? '',
    lastName: lastName ?? '',
    email,
    postCode: value('postCode'),
    phone: value('phone'),
  };
  if (errors.length === 0) return attendee;
  const name = `${attendee.firstName} ${attendee.lastName}`.trim();
  return { row, action: 'error', label: name || `Row ${row}`, errors };
}

export async function readAttendees(
  filename: string,
  bytes: Buffer,
  sent: ImportMapping | null,
): Promise<AttendeeFile> {
  const [header, ...body] = await fileRows(filename, bytes);
  if (!header || header.every((c) => c.trim() === ''))
    throw validationFailed([{ param: 'file', message: 'The file has no header row naming its columns.' }]);
  const headers = headerNames(header);
  const mapping = sent ?? suggestAttendeeMapping(headers);
  const problems = mappingProblems(mapping, FIELDS);
  const columnOf = Object.fromEntries(
    Object.entries(mapping).flatMap(([h, f]) => (f === null ? [] : [[f, h]])),
  ) as Record<string, string>;
  const attendees: Attendee[] = [];
  const bad: AttendeeRow[] = [];
  if (problems.length === 0) {
    body.forEach((cells, i) => {
      if (cells.every((c) => c.trim() === '')) return;
      const byField: Record<string, string> = {};
      headers.forEach((h, col) => {
        const field = mapping[h];
        if (field) byField[field] = cells[col] ?? '';
      });
      const checked = checkRow(i + 2, byField, columnOf);
      if ('action' in checked) bad.push(checked);
      else attendees.push(checked);
    });
  }
  return { headers, mapping, problems, attendees, bad };
}
