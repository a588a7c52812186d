import { z } from 'zod';
import { LEVELS_BY_PROGRAMME, PROGRAMME_LEVEL_VALUES } from '../programme-levels.ts';
import { CREDITS_PER_LEVEL } from '../programme-years.ts';
import { text } from './common-fields.ts';
import { areaPermissions, type EntityDefinition } from './entity-definition.ts';

// Modules (spec 2.4, 3, 5): the units of teaching. Hub weeks and residentials pick the module's
// timetable template (module-template.ts).

export const modules: EntityDefinition = {
  name: 'modules',
  table: 'modules',
  label: 'Module',
  labelPlural: 'Modules',
  titleFields: ['code', 'title'],
  fields: [
    {
      name: 'code',
      label: 'Code',
      schema: z
        .string()
        .trim()
        .regex(/^[A-Z]{2,4}\d{3,4}[A-Z]?$/, 'Use capital letters then digits, e.g. BS4101.'),
      input: 'text',
      required: true,
      cols: 3,
      sample: (n) => `TH${4101 + n}`,
    },
    {
      name: 'title',
      label: 'Title',
      schema: z.string().trim().min(2, 'Give the module title.').max(200),
      input: 'text',
      required: true,
      cols: 9,
    },
    {
      name: 'credits',
      label: 'Credits',
      schema: z
        .number()
        .int('Credits are whole numbers.')
        .min(0)
        .max(CREDITS_PER_LEVEL, `At most ${CREDITS_PER_LEVEL} credits (a whole level).`),
      input: 'number',
      required: true,
      cols: 3,
      sample: (n) => [10, 20, 40, 60][n % 4],
    },
    { name: 'programme', label: 'Programme', schema: z.string(), input: 'select', lookup: 'programmes', cols: 3 },
    // spec 3: the levels a programme can be studied at.
    {
      name: 'level',
      label: 'Level',
      schema: z.string(),
      input: 'select',
      optionsBy: { field: 'programme', values: LEVELS_BY_PROGRAMME, otherwise: PROGRAMME_LEVEL_VALUES },
      required: true,
      cols: 3,
    },
    { name: 'active', label: 'Active', schema: z.boolean(), input: 'checkbox', required: true, cols: 3 },
    // Issue 18: its work is marked twice (first and second marks, agreed mark, moderation note in
    // the marking grid); on for the dissertation modules by migration 0067a.
    {
      name: 'doubleMarked',
      label: 'Double marked',
      schema: z.boolean(),
      input: 'checkbox',
      required: true,
      cols: 3,
      help: 'First and second marker, agreed mark and moderation note in the marking grid.',
    },
    // spec 5: hub weeks and residentials decide the template (R1, R2 or MA).
    {
      name: 'hubWeeks',
      label: 'Hub weeks',
      schema: text(200),
      input: 'text',
      help: 'Months of the hub weeks, e.g. Sept, Jan, Apr.',
    },
    {
      name: 'residentials',
      label: 'Residentials',
      schema: text(200),
      input: 'text',
      help: 'In date order, e.g. Sept residential, Feb residential.',
    },
  ],
  columns: [
    { field: 'code', width: 110 },
    { field: 'title', width: 300 },
    { field: 'credits', width: 90 },
    { field: 'level', width: 80 },
    { field: 'programme', width: 110 },
    { field: 'hubWeeks', width: 160 },
    { field: 'residentials', width: 220 },
    { field: 'active', width: 90 },
  ],
  defaultSort: { field: 'code', order: 'asc' },
  searchFields: ['code', 'title'],
  filters: ['programme', 'level', 'active'],
  permissions: areaPermissions('modules'),
};
