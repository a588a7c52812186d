import { z } from 'zod';
import { boundedDate, DATE_RANGES, type DateRange } from '../date-bounds.ts';
import type { FieldDefinition } from './entity-definition.ts';

// Value schemas and fields that several entities share, so a person's name or a date is
// validated the same way everywhere (contacts hold them on their own row, person-based entities
// through their linked person).

/** A calendar date as the API sends it (contract: dates are YYYY-MM-DD), within the field's range (issue 11). */
export const isoDate = (range: DateRange) => boundedDate('Enter a date as YYYY-MM-DD.', range);

/** Free text up to `max` characters. */
export const text = (max: number) => z.string().trim().max(max, `Keep it to ${max} characters.`);

export const emailSchema = z.email('Enter a valid e-mail address.').max(320);

/** Valid example postcodes for generated records (the label-based default is too long). */
export const samplePostCode = (n: number) => `DH${(n % 9) + 1} 3LE`;

/** A person's own fields (spec 3: contact and address); `person` places them on the linked person. */
export function personFields(person: boolean) {
  const on = person ? { person: true } : {};
  return {
    title: {
      name: 'title',
      label: 'Title',
      schema: text(30),
      input: 'text',
      cols: 2,
      help: 'Mr, Mrs, Ms, Dr, Revd ...',
      ...on,
    },
    firstName: {
      name: 'firstName',
      label: 'First name',
      schema: z.string().trim().min(1, 'Give a first name.').max(100),
      input: 'text',
      required: true,
      cols: 5,
      ...on,
    },
    lastName: {
      name: 'lastName',
      label: 'Last name',
      schema: z.string().trim().min(1, 'Give a last name.').max(100),
      input: 'text',
      required: true,
      cols: 5,
      ...on,
    },
    preferredName: { name: 'preferredName', label: 'Preferred name', schema: text(100), input: 'text', ...on },
    email: { name: 'email', label: 'E-mail', schema: emailSchema, input: 'email', ...on },
    phone: { name: 'phone', label: 'Phone', schema: text(40), input: 'tel', ...on },
    address1: { name: 'address1', label: 'Address line 1', schema: text(200), input: 'text', ...on },
    address2: { name: 'address2', label: 'Address line 2', schema: text(200), input: 'text', ...on },
    city: { name: 'city', label: 'Town or city', schema: text(100), input: 'text', ...on },
    county: { name: 'county', label: 'County', schema: text(100), input: 'text', ...on },
    postCode: { name: 'postCode', label: 'Postcode', schema: text(10), input: 'text', sample: samplePostCode, ...on },
    dateOfBirth: {
      name: 'dateOfBirth',
      label: 'Date of birth',
      schema: isoDate(DATE_RANGES.dateOfBirth),
      input: 'date',
      ...on,
    },
  } satisfies Record<string, FieldDefinition>;
}

/** The hub (regional teaching centre) a student, lead, member of staff or account belongs to. */
export const hubField: FieldDefinition = {
  name: 'hub',
  label: 'Hub',
  schema: text(100),
  input: 'select',
  lookup: 'hubs',
};

export const notesField: FieldDefinition = {
  name: 'notes',
  label: 'Notes',
  schema: text(5000),
  input: 'textarea',
  cols: 12,
};

const linked = personFields(true);

/** How a person-based record names and reaches its person: title, names, e-mail, phone. */
export const linkedContactFields: readonly FieldDefinition[] = [
  linked.title,
  linked.firstName,
  linked.lastName,
  linked.email,
  linked.phone,
];

/** A narrower header for records about one event in a person's life: names and e-mail, a third each. */
export const linkedNameFields: readonly FieldDefinition[] = [
  { ...linked.firstName, cols: 4 },
  { ...linked.lastName, cols: 4 },
  { ...linked.email, cols: 4 },
];
