import { ACADEMIC_YEAR_FILTER, AGE_RANGE_FILTER, INTAKE_FILTER } from './derived-filters.ts';
import { z } from 'zod';
import { COHORT_FILTERS } from '../cohorts.ts';
import { ENGAGEMENT_STATUSES, FUTURE_ENGAGEMENT_STATUSES } from '../engagement-statuses.ts';
import { INTENTIONS_STATUSES } from '../intentions.ts';
import { LEVELS_BY_PROGRAMME, PROGRAMME_LEVEL_VALUES } from '../programme-levels.ts';
import { STUDY_PACES } from '../study-pace.ts';
import { hubField, personFields, text } from './common-fields.ts';
import { areaPermissions, type EntityDefinition } from './entity-definition.ts';

// Students (spec 2.4, 3): the list of every student. Records are created and changed by the
// admissions and enrolment workflows, so the generic calls only list and show them.

const person = personFields(true);

/** spec 4.2: a student's status is that of the current engagement, or a future one's (Starting). */
export const STUDENT_STATUSES: readonly string[] = [
  ...new Set<string>([...ENGAGEMENT_STATUSES, ...FUTURE_ENGAGEMENT_STATUSES]),
];

export const students: EntityDefinition = {
  name: 'students',
  table: 'students',
  label: 'Student',
  labelPlural: 'Students',
  person: true,
  readOnly: true,
  titleFields: ['firstName', 'lastName'],
  fields: [
    // spec 3, 9: shown zero-padded to 7 digits; spec 5 makes it optional on lists.
    {
      name: 'partnerId',
      label: 'Partner id',
      schema: z.number().int().min(1).max(9_999_999),
      input: 'number',
      cols: 4,
    },
    { ...person.firstName, cols: 4 },
    { ...person.lastName, cols: 4 },
    person.email,
    { ...hubField, cols: 3 },
    {
      name: 'programmeCode',
      label: 'Programme',
      schema: z.string(),
      input: 'select',
      lookup: 'programmes',
      required: true,
      cols: 3,
    },
    // spec 3: the levels a programme can be studied at.
    {
      name: 'level',
      label: 'Level',
      schema: z.string(),
      input: 'select',
      optionsBy: { field: 'programmeCode', values: LEVELS_BY_PROGRAMME, otherwise: PROGRAMME_LEVEL_VALUES },
      cols: 3,
    },
    { name: 'cohort', label: 'Cohort', schema: z.string(), input: 'select', options: COHORT_FILTERS, cols: 3 },
    { name: 'pathway', label: 'Pathway', schema: text(100), input: 'text', cols: 6 },
    { name: 'pace', label: 'Pace', schema: z.string(), input: 'select', options: STUDY_PACES, cols: 4 },
    {
      name: 'studentType',
      label: 'Student type',
      schema: z.string(),
      input: 'select',
      lookup: 'student-types',
      cols: 4,
    },
    {
      name: 'status',
      label: 'Status',
      schema: z.string(),
      input: 'select',
      options: STUDENT_STATUSES,
      required: true,
      cols: 4,
    },
    {
      name: 'cohortGroup',
      label: 'Cohort group',
      schema: z.string(),
      input: 'select',
      lookup: 'cohort-groups',
      cols: 4,
    },
    { name: 'exitAward', label: 'Exit award', schema: z.string(), input: 'select', lookup: 'exit-awards', cols: 4 },
    // spec 4.2: given by the intentions rule from status, level and programme.
    {
      name: 'intentions',
      label: 'Intentions',
      schema: z.string(),
      input: 'select',
      options: INTENTIONS_STATUSES,
      readOnly: true,
      cols: 4,
    },
    // spec 5: auditing students attend without taking credit.
    { name: 'auditing', label: 'Auditing', schema: z.boolean(), input: 'checkbox', required: true, cols: 4 },
  ],
  columns: [
    { field: 'partnerId', width: 110 },
    { field: 'lastName', width: 150 },
    { field: 'firstName', width: 130 },
    { field: 'programmeCode', width: 110 },
    { field: 'level', width: 80 },
    { field: 'pace', width: 90 },
    { field: 'studentType', width: 120 },
    { field: 'status', width: 120 },
    { field: 'hub', width: 120 },
    { field: 'cohortGroup', width: 120 },
    { field: 'intentions', width: 120 },
  ],
  defaultSort: { field: 'lastName', order: 'asc' },
  searchFields: ['lastName', 'firstName', 'email', 'partnerId'],
  filters: ['status', 'programmeCode', 'level', 'pace', 'studentType', 'hub', 'cohortGroup', 'exitAward', 'intentions'],
  // The Enrolled screen fixes status=Current (menu-config.ts); its readers narrow by hub or programme.
  filterCombinations: [
    ['status', 'hub'],
    ['status', 'programmeCode'],
  ],
  cohortFilter: true,
  derivedFilters: [ACADEMIC_YEAR_FILTER, INTAKE_FILTER, AGE_RANGE_FILTER],
  permissions: areaPermissions('students'),
};
