import { ACADEMIC_YEAR_FILTER, EVENT_FILTER, INTAKE_FILTER, REACHED_FILTER } from './derived-filters.ts';
import { z } from 'zod';
import { LEAD_STAGE_NAMES, LEAD_STAGES } from '../lead-stages.ts';
import { LOOKUP_DEFAULTS } from '../lookup-lists.ts';
import { hubField, isoDate, linkedContactFields, notesField, personFields } from './common-fields.ts';
import { areaPermissions, type EntityDefinition } from './entity-definition.ts';
import { DATE_RANGES } from '../date-bounds.ts';

// Potential students (spec 2.4, 3, 4.5): people who might apply, followed from first contact
// through the stages of spec 4.5.

/** Where the college first heard from a potential student (spec 3: first-head source): the defaults of the System data list. */
export const LEAD_SOURCES = LOOKUP_DEFAULTS['lead-sources'];

const EXIT_STAGES = LEAD_STAGES.filter((s) => s.group === 'archive' || s.group === 'wtco').map((s) => s.name);

export const leads: EntityDefinition = {
  name: 'leads',
  table: 'leads',
  label: 'Potential student',
  labelPlural: 'Potential students',
  person: true,
  titleFields: ['firstName', 'lastName'],
  fields: [
    ...linkedContactFields,
    // Issue 17: with the names, how a duplicate is caught on entry.
    { ...personFields(true).postCode, cols: 4 },
    {
      name: 'stage',
      label: 'Stage',
      schema: z.string(),
      input: 'select',
      options: LEAD_STAGE_NAMES,
      required: true,
      help: 'Stages move forward, or out to an archive or mailing-list stage; Applicant and Student follow the application.',
      // Generated records move between exit stages, which any lead may always do (lead-stage-moves.ts).
      sample: (n) => EXIT_STAGES[n % EXIT_STAGES.length],
    },
    { name: 'firstSource', label: 'First source', schema: z.string(), input: 'select', lookup: 'lead-sources' },
    { name: 'firstContact', label: 'First contact', schema: isoDate(DATE_RANGES.collegeRecord), input: 'date' },
    hubField,
    {
      name: 'programmeInterest',
      label: 'Programme of interest',
      schema: z.string(),
      input: 'select',
      lookup: 'programmes',
    },
    {
      // Issue 17: one of System data's intakes, by its start date (the report counts by it).
      name: 'intakeOfInterest',
      label: 'Intake of interest',
      schema: z.string(),
      input: 'select',
      lookup: 'intakes',
      help: 'The intake they hope to start at; System data → Intakes lists them.',
      // A new database holds no intakes, so generated records leave it empty.
      sample: () => null,
    },
    notesField,
  ],
  columns: [
    { field: 'lastName', width: 150 },
    { field: 'firstName', width: 130 },
    { field: 'email', width: 230 },
    { field: 'stage', width: 210 },
    { field: 'firstSource', width: 170 },
    { field: 'firstContact', width: 120 },
    { field: 'hub', width: 120 },
    { field: 'programmeInterest', width: 120 },
    { field: 'intakeOfInterest', width: 130, optional: true },
  ],
  defaultSort: { field: 'firstContact', order: 'desc' },
  searchFields: ['lastName', 'firstName', 'email'],
  filters: ['stage', 'firstSource', 'hub', 'programmeInterest'],
  derivedFilters: [ACADEMIC_YEAR_FILTER, EVENT_FILTER, REACHED_FILTER, INTAKE_FILTER],
  permissions: areaPermissions('leads'),
};
