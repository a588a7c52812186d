import { z } from 'zod';
import { hubField, linkedContactFields, text } from './common-fields.ts';
import { areaPermissions, type EntityDefinition } from './entity-definition.ts';

// Alumni (spec 2.4): former students the college keeps in touch with.

export const alumni: EntityDefinition = {
  name: 'alumni',
  table: 'alumni',
  label: 'Alumni record',
  labelPlural: 'Alumni',
  person: true,
  titleFields: ['title', 'firstName', 'lastName'],
  fields: [
    ...linkedContactFields,
    {
      name: 'programme',
      label: 'Programme',
      schema: z.string(),
      input: 'select',
      lookup: 'programmes',
      required: true,
      cols: 4,
    },
    {
      name: 'graduationYear',
      label: 'Year of graduation',
      schema: z.number().int('Give a year such as 2021.').min(1950).max(2100),
      input: 'number',
      required: true,
      cols: 4,
      sample: (n) => 2018 + (n % 9),
    },
    // Issue 17: the hub the alumnus studied at (from the completed engagement).
    { ...hubField, cols: 4 },
    { name: 'exitAward', label: 'Award', schema: z.string(), input: 'select', lookup: 'exit-awards', cols: 4 },
    { name: 'occupation', label: 'Occupation', schema: text(200), input: 'text', cols: 8 },
    {
      name: 'mayContact',
      label: 'Happy to be contacted',
      schema: z.boolean(),
      input: 'checkbox',
      required: true,
      cols: 4,
    },
  ],
  columns: [
    { field: 'lastName', width: 150 },
    { field: 'firstName', width: 130 },
    { field: 'programme', width: 110 },
    { field: 'graduationYear', width: 110 },
    { field: 'hub', width: 120 },
    { field: 'exitAward', width: 120 },
    { field: 'occupation', width: 220 },
    { field: 'mayContact', width: 110 },
  ],
  defaultSort: { field: 'graduationYear', order: 'desc' },
  searchFields: ['lastName', 'firstName', 'email', 'occupation'],
  filters: ['programme', 'graduationYear', 'hub', 'exitAward', 'mayContact'],
  permissions: areaPermissions('alumni'),
};
