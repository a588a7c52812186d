import { z } from 'zod';
import { isoDate, linkedNameFields, notesField } from './common-fields.ts';
import { areaPermissions, type EntityDefinition } from './entity-definition.ts';
import { DATE_RANGES } from '../date-bounds.ts';

// Event registrations (spec 2.4, 2.5): who signed up for an open day, taster evening or
// conference, and who came.

export const registrations: EntityDefinition = {
  name: 'registrations',
  table: 'registrations',
  label: 'Registration',
  labelPlural: 'Registrations',
  person: true,
  titleFields: ['firstName', 'lastName', 'eventName'],
  fields: [
    ...linkedNameFields,
    {
      name: 'eventName',
      label: 'Event',
      schema: z.string().trim().min(2, 'Give the event name.').max(200),
      input: 'text',
      required: true,
      cols: 8,
    },
    {
      name: 'eventDate',
      label: 'Event date',
      schema: isoDate(DATE_RANGES.event),
      input: 'date',
      required: true,
      cols: 4,
    },
    { name: 'attended', label: 'Attended', schema: z.boolean(), input: 'checkbox', required: true, cols: 4 },
    notesField,
  ],
  columns: [
    { field: 'lastName', width: 150 },
    { field: 'firstName', width: 130 },
    { field: 'email', width: 230 },
    { field: 'eventName', width: 260 },
    { field: 'eventDate', width: 120 },
    { field: 'attended', width: 100 },
  ],
  defaultSort: { field: 'eventDate', order: 'desc' },
  searchFields: ['lastName', 'firstName', 'email', 'eventName'],
  filters: ['eventName', 'eventDate', 'attended'],
  permissions: areaPermissions('registrations'),
};
