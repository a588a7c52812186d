import { z } from 'zod';
import { hubField, isoDate, linkedContactFields, text } from './common-fields.ts';
import { areaPermissions, type EntityDefinition } from './entity-definition.ts';
import { DATE_RANGES } from '../date-bounds.ts';

// Faculty (spec 2.4, 2.5): the teaching and academic staff, each a person.

/** The academic departments a member of faculty belongs to. */
export const FACULTY_DEPARTMENTS = [
  'Biblical Studies',
  'Christian Doctrine',
  'Church History',
  'Mission and Ministry',
  'Practical Theology',
  'Study Skills',
] as const;

export const faculty: EntityDefinition = {
  name: 'faculty',
  table: 'faculty',
  label: 'Member of faculty',
  labelPlural: 'Faculty',
  person: true,
  titleFields: ['title', 'firstName', 'lastName'],
  fields: [
    ...linkedContactFields,
    {
      name: 'jobTitle',
      label: 'Job title',
      schema: z.string().trim().min(2, 'Give the job title.').max(150),
      input: 'text',
      required: true,
    },
    { name: 'department', label: 'Department', schema: z.string(), input: 'select', options: FACULTY_DEPARTMENTS },
    { ...hubField, cols: 3 },
    { name: 'startDate', label: 'Start date', schema: isoDate(DATE_RANGES.staffStart), input: 'date', cols: 3 },
    {
      name: 'qualifications',
      label: 'Qualifications',
      schema: text(500),
      input: 'textarea',
      cols: 12,
      help: 'Degrees and where they were awarded.',
    },
    { name: 'active', label: 'Active', schema: z.boolean(), input: 'checkbox', required: true, cols: 3 },
  ],
  columns: [
    { field: 'lastName', width: 150 },
    { field: 'firstName', width: 130 },
    { field: 'jobTitle', width: 240 },
    { field: 'department', width: 170 },
    { field: 'hub', width: 120 },
    { field: 'active', width: 90 },
  ],
  defaultSort: { field: 'lastName', order: 'asc' },
  searchFields: ['lastName', 'firstName', 'email', 'jobTitle'],
  filters: ['department', 'hub', 'active'],
  permissions: areaPermissions('faculty'),
};
