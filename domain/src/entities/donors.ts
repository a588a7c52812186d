import { z } from 'zod';
import { isoDate, linkedContactFields } from './common-fields.ts';
import { areaPermissions, type EntityDefinition } from './entity-definition.ts';
import { DATE_RANGES } from '../date-bounds.ts';

// Donors (spec 2.4, 2.5): people who give to the college. The record page embeds the external
// CRM's page for `crmId` and lists the gifts recorded here (issue 17, gifts.ts).

export const DONOR_TYPES = [
  'Regular giver',
  'One-off giver',
  'Major donor',
  'Legacy pledger',
  'Trust or foundation',
] as const;

export const donors: EntityDefinition = {
  name: 'donors',
  table: 'donors',
  label: 'Donor',
  labelPlural: 'Donors',
  person: true,
  titleFields: ['title', 'firstName', 'lastName'],
  fields: [
    ...linkedContactFields,
    {
      name: 'crmId',
      label: 'CRM id',
      schema: z.string().trim().min(1, 'Give the id the CRM shows for this donor.').max(60),
      input: 'text',
      required: true,
      cols: 4,
      help: 'The donor’s id in the fundraising CRM; the record page shows the CRM page for it.',
    },
    { name: 'donorType', label: 'Donor type', schema: z.string(), input: 'select', options: DONOR_TYPES, cols: 4 },
    { name: 'firstGiftOn', label: 'First gift', schema: isoDate(DATE_RANGES.collegeRecord), input: 'date', cols: 4 },
    { name: 'giftAid', label: 'Gift Aid declaration', schema: z.boolean(), input: 'checkbox', required: true, cols: 4 },
  ],
  columns: [
    { field: 'lastName', width: 150 },
    { field: 'firstName', width: 130 },
    { field: 'crmId', width: 120 },
    { field: 'donorType', width: 160 },
    { field: 'firstGiftOn', width: 120 },
    { field: 'giftAid', width: 100 },
  ],
  defaultSort: { field: 'lastName', order: 'asc' },
  searchFields: ['lastName', 'firstName', 'email', 'crmId'],
  filters: ['donorType', 'giftAid'],
  permissions: areaPermissions('donors'),
  references: [{ table: 'gifts', column: 'donor_id', label: 'gifts' }],
};
