import { ACADEMIC_YEAR_FILTER, INTAKE_FILTER } from './derived-filters.ts';
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../application-statuses.ts';
import { COURSE_FORM_STUDY_PACES } from '../study-pace.ts';
import { isoDate, linkedNameFields, text } from './common-fields.ts';
import { areaPermissions, type EntityDefinition } from './entity-definition.ts';
import { DATE_RANGES } from '../date-bounds.ts';

// Applications (spec 2.4, 3, 4.3): the list of every application. Applicants write them through
// the application journey and admissions staff move them on, so the generic calls only list
// and show them.

export const applications: EntityDefinition = {
  name: 'applications',
  table: 'applications',
  label: 'Application',
  labelPlural: 'Applications',
  person: true,
  readOnly: true,
  titleFields: ['firstName', 'lastName'],
  fields: [
    ...linkedNameFields,
    {
      name: 'status',
      label: 'Status',
      schema: z.string(),
      input: 'select',
      options: APPLICATION_STATUSES,
      // Issue 19: "Confirmed (deposit paid)", never the stored "Confirmed".
      coded: 'applicationStatus',
      required: true,
      cols: 4,
    },
    {
      name: 'course',
      label: 'Course',
      schema: z.string(),
      input: 'select',
      lookup: 'programmes',
      required: true,
      cols: 4,
    },
    // spec 5: the applicant course picker offers only PT and Extended.
    {
      name: 'studyPace',
      label: 'Study pace',
      schema: z.string(),
      input: 'select',
      options: COURSE_FORM_STUDY_PACES,
      cols: 4,
    },
    {
      name: 'applicantType',
      label: 'Applicant type',
      schema: z.string(),
      input: 'select',
      lookup: 'student-types',
      cols: 4,
    },
    // spec 3: flexible study (modules taken one at a time rather than a year's load).
    { name: 'flexi', label: 'Flexible study', schema: z.boolean(), input: 'checkbox', required: true, cols: 4 },
    // spec 3: the sending diocese ('dioces' in one place of the spec; DESIGN 5 spells it diocese).
    { name: 'diocese', label: 'Diocese', schema: text(100), input: 'text', cols: 4 },
    {
      name: 'cohortGroup',
      label: 'Cohort group',
      schema: z.string(),
      input: 'select',
      lookup: 'cohort-groups',
      cols: 4,
    },
    {
      name: 'submittedAt',
      label: 'Submitted',
      schema: isoDate(DATE_RANGES.collegeRecord),
      input: 'date',
      readOnly: true,
      cols: 4,
    },
  ],
  columns: [
    { field: 'lastName', width: 150 },
    { field: 'firstName', width: 130 },
    { field: 'course', width: 100 },
    // spec 5: the optional application list fields.
    { field: 'studyPace', width: 100, optional: true },
    { field: 'applicantType', width: 130, optional: true },
    { field: 'diocese', width: 140, optional: true },
    { field: 'cohortGroup', width: 120, optional: true },
    { field: 'status', width: 170 },
    { field: 'submittedAt', width: 120 },
  ],
  defaultSort: { field: 'submittedAt', order: 'desc' },
  searchFields: ['lastName', 'firstName', 'email', 'diocese'],
  filters: ['status', 'course', 'studyPace', 'applicantType', 'cohortGroup'],
  derivedFilters: [ACADEMIC_YEAR_FILTER, INTAKE_FILTER],
  // Unlike other areas, the list needs applications:view too: the menu permission alone (the
  // flexible-study coordinator's) must not reveal every applicant; they have fc-applications.
  permissions: { ...areaPermissions('applications'), list: ['applications:view'] },
};
