import { z } from 'zod';
import { CHURCH_ORGANISATION_STATUSES, ORGANISATION_STATUSES } from '../organisation-statuses.ts';
import { samplePostCode } from './common-fields.ts';
import { areaPermissions, type EntityDefinition } from './entity-definition.ts';

// Organisations (spec 2.4, 3, 4.7): churches, dioceses, partner colleges and other bodies the
// college works with. A church's statuses differ from other organisations'.

export const ORGANISATION_TYPES = ['Church', 'Diocese', 'College', 'Charity', 'Business', 'Other'] as const;

export const organisations: EntityDefinition = {
  name: 'organisations',
  table: 'organisations',
  label: 'Organisation',
  labelPlural: 'Organisations',
  titleFields: ['name'],
  fields: [
    {
      name: 'name',
      label: 'Name',
      schema: z.string().trim().min(2, 'Give the full name.').max(200),
      input: 'text',
      required: true,
      cols: 12,
    },
    { name: 'type', label: 'Type', schema: z.string(), input: 'select', options: ORGANISATION_TYPES, required: true },
    {
      name: 'status',
      label: 'Status',
      schema: z.string(),
      input: 'select',
      required: true,
      optionsBy: { field: 'type', values: { Church: CHURCH_ORGANISATION_STATUSES }, otherwise: ORGANISATION_STATUSES },
    },
    { name: 'email', label: 'E-mail', schema: z.email('Enter a valid e-mail address.').max(320), input: 'email' },
    { name: 'phone', label: 'Phone', schema: z.string().max(40), input: 'tel' },
    {
      name: 'website',
      label: 'Website',
      schema: z.url('Enter a full web address (https://...).').max(500),
      input: 'url',
    },
    { name: 'address1', label: 'Address line 1', schema: z.string().max(200), input: 'text' },
    { name: 'address2', label: 'Address line 2', schema: z.string().max(200), input: 'text' },
    { name: 'city', label: 'Town or city', schema: z.string().max(100), input: 'text' },
    { name: 'county', label: 'County', schema: z.string().max(100), input: 'text' },
    { name: 'postCode', label: 'Postcode', schema: z.string().max(10), input: 'text', sample: samplePostCode },
    { name: 'notes', label: 'Notes', schema: z.string().max(5000), input: 'textarea', cols: 12 },
  ],
  columns: [
    { field: 'name', width: 260 },
    { field: 'type' },
    { field: 'status' },
    { field: 'city' },
    { field: 'email', width: 220 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  searchFields: ['name', 'city', 'postCode'],
  filters: ['type', 'status'],
  permissions: areaPermissions('organisations'),
};
