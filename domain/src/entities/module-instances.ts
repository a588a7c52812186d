import { z } from 'zod';
import { DATE_RANGES } from '../date-bounds.ts';
import { SYSTEM_START_YEAR } from '../system-years.ts';
import { hubField, isoDate } from './common-fields.ts';
import { areaPermissions, type EntityDefinition } from './entity-definition.ts';

// Issue 18: a module taught in one academic year at one hub (spec 3, 5), through the generic
// calls of spec 7.2 (`{api}/module-instances`). Planned on the module's record page, so it has no
// list screen of its own; registered beside the registry (server app.ts), since a record needs a
// real module and member of faculty that the registry's generated samples cannot give.

const wholeId = (what: string) => z.number().int(`Choose a ${what}.`).positive(`Choose a ${what}.`);

export const moduleInstances: EntityDefinition = {
  name: 'module-instances',
  table: 'module_instances',
  label: 'Module instance',
  labelPlural: 'Module instances',
  titleFields: ['academicYear', 'hub'],
  fields: [
    { name: 'moduleId', label: 'Module', schema: wholeId('module'), input: 'number', required: true, cols: 3 },
    {
      name: 'academicYear',
      label: 'Academic year',
      // The academic year's first calendar year (2026 = 2026/27), from the system's start (spec 9).
      schema: z
        .number()
        .int('Give the first calendar year, e.g. 2026 for 2026/27.')
        .min(SYSTEM_START_YEAR, `No year before ${SYSTEM_START_YEAR}.`)
        .max(2100, 'Give a year before 2100.'),
      input: 'number',
      required: true,
      cols: 3,
    },
    { ...hubField, required: true, cols: 3 },
    { name: 'tutorId', label: 'Tutor', schema: wholeId('member of faculty'), input: 'number', cols: 3 },
    { name: 'startsOn', label: 'Start date', schema: isoDate(DATE_RANGES.intake), input: 'date', cols: 3 },
    {
      name: 'capacity',
      label: 'Capacity',
      schema: z.number().int('Capacity is a whole number of students.').min(1, 'At least one place.').max(1000),
      input: 'number',
      cols: 3,
      help: 'How many students may be placed on it; empty for no limit.',
    },
  ],
  columns: [
    { field: 'academicYear', width: 110 },
    { field: 'hub', width: 140 },
    { field: 'startsOn', width: 120 },
    { field: 'capacity', width: 100 },
  ],
  defaultSort: { field: 'academicYear', order: 'desc' },
  searchFields: ['hub'],
  filters: ['moduleId', 'academicYear', 'hub'],
  permissions: areaPermissions('modules'),
  references: [
    { table: 'results', column: 'module_instance_id', label: 'students' },
    { table: 'extensions', column: 'module_instance_id', label: 'extensions' },
  ],
};
