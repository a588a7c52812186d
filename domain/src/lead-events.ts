import { z } from 'zod';
import { importMappingSchema } from './data-import.ts';

// Issue 17, Potential Students → Events (leads:import): an open day, conference or church visit
// with its date and place, and its attendee list imported from the file an event platform exports
// (CSV or XLSX): columns mapped, a dry run matching each attendee to a person held (e-mail, then
// name and postcode), then an all-or-nothing import creating registrations, new potential students
// and their activities. The same file twice adds nothing.

export const EVENT_KINDS = ['Open day', 'Conference', 'Church visit', 'Taster evening', 'Other'] as const;

const day = z.iso.date({ error: 'Enter the date as a real date, YYYY-MM-DD.' });

export const eventInputSchema = z.strictObject({
  /** What it was called, e.g. "Open day, Durham". */
  name: z
    .string({ error: 'Give the event a name.' })
    .trim()
    .min(2, 'Give the event a name.')
    .max(200, 'Keep the name to 200 characters.'),
  kind: z.enum(EVENT_KINDS, { error: `Choose one of: ${EVENT_KINDS.join(', ')}.` }),
  /** The day it took place (or will). */
  heldOn: day,
  /** Where: a hub, a church, a town. */
  place: z
    .string({ error: 'Say where it takes place.' })
    .trim()
    .min(2, 'Say where it takes place.')
    .max(200, 'Keep the place to 200 characters.'),
});
export type EventInput = z.infer<typeof eventInputSchema>;

export const eventSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.string(),
  heldOn: z.string(),
  place: z.string(),
  /** Registrations made from its imports. */
  attendees: z.number(),
});
export type LeadEvent = z.infer<typeof eventSchema>;

export const eventListSchema = z.object({ items: z.array(eventSchema) });
export type LeadEventList = z.infer<typeof eventListSchema>;

export const eventAttendeeSchema = z.object({
  registrationId: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  /** The person's potential-student record, when they have one. */
  leadId: z.number().nullable(),
});

export const eventDetailSchema = z.object({ event: eventSchema, attendees: z.array(eventAttendeeSchema) });
export type LeadEventDetail = z.infer<typeof eventDetailSchema>;

/** The columns an attendee list may give (first and last name are required). */
export const ATTENDEE_FIELDS = [
  { name: 'firstName', label: 'First name', required: true },
  { name: 'lastName', label: 'Last name', required: true },
  { name: 'email', label: 'E-mail', required: false },
  { name: 'postCode', label: 'Postcode', required: false },
  { name: 'phone', label: 'Phone', required: false },
] as const;

/** What the import does (or did) with one row. */
export const ATTENDEE_ACTIONS = ['new', 'matched', 'already', 'error'] as const;

export const attendeeRowSchema = z.object({
  row: z.number(),
  action: z.enum(ATTENDEE_ACTIONS),
  /** The person's name and how they were matched, or why the row fails. */
  label: z.string(),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
});
export type AttendeeRow = z.infer<typeof attendeeRowSchema>;

export const attendeeImportSchema = z.object({
  /** The file's header row. */
  headers: z.array(z.string()),
  /** The mapping used (the one sent, else one suggested from the headers). */
  mapping: importMappingSchema,
  /** Problems with the mapping as a whole (a required field not mapped, a field mapped twice). */
  problems: z.array(z.object({ param: z.string(), message: z.string() })),
  rows: z.array(attendeeRowSchema),
  counts: z.object({ new: z.number(), matched: z.number(), already: z.number(), error: z.number() }),
  /** True when the import was written (never for a dry run, never with an error row). */
  committed: z.boolean(),
});
export type AttendeeImport = z.infer<typeof attendeeImportSchema>;
