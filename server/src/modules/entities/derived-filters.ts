import type { AgeRange } from '@collegium/domain/age-range';
import {
  academicYearDates,
  birthDatesOfAgeRange,
  type DerivedFilterDefinition,
} from '@collegium/domain/entities/derived-filters';
import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import { type RawBuilder, sql } from 'kysely';

// Issue 16: how each derived filter of a definition (domain/src/entities/derived-filters.ts) is
// read, as a condition on the entity's row (`alias`), with the same meaning the reporting pages
// count by (ARCHITECTURE.md, "Reporting > Students, Applications, Marketing"): a student's
// academic years are those they have a session in, their intake their current engagement's start,
// their age today's; an application's year is its intake's (else submission's, else creation's);
// a potential student's that of their first contact. Values are parameters, never SQL.

export interface DerivedListFilter {
  filter: DerivedFilterDefinition;
  value: string;
}

type Condition = (alias: string, value: string, today: Date) => RawBuilder<unknown>;

const col = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

function inYear(expression: RawBuilder<unknown>, value: string) {
  const { from, before } = academicYearDates(Number(value));
  return sql`(${expression} >= ${from} and ${expression} < ${before})`;
}

/** A potential student's person has a student record (with a status, when given). */
const hasStudent = (alias: string, status?: string) =>
  sql`exists (select 1 from students fs where fs.person_id = ${col(alias, 'person_id')}${status ? sql` and fs.status = ${status}` : sql``})`;
const hasApplication = (alias: string, status?: string) =>
  sql`exists (select 1 from applications fa where fa.person_id = ${col(alias, 'person_id')}${status ? sql` and fa.status = ${status}` : sql``})`;

/** The funnel's steps as conditions, each including every later step (reporting-figures.ts conversionFunnel). */
const REACHED: Record<string, (alias: string) => RawBuilder<unknown>> = {
  Completed: (a) => hasStudent(a, 'Completed'),
  Enrolled: (a) => sql`(${col(a, 'stage')} = 'Student' or ${hasStudent(a)})`,
  Confirmed: (a) => sql`(${col(a, 'stage')} = 'Student' or ${hasStudent(a)} or ${hasApplication(a, 'Confirmed')})`,
  Applicants: (a) => sql`(${col(a, 'stage')} in ('Applicant', 'Student') or ${hasStudent(a)} or ${hasApplication(a)})`,
};

const CONDITIONS: Record<string, Record<string, Condition>> = {
  students: {
    academicYear: (a, v) => sql`exists (select 1 from engagement_sessions fes
      join engagements fe on fe.id = fes.engagement_id
      where fe.student_id = ${col(a, 'id')} and fes.academic_year = ${Number(v)})`,
    intake: (a, v) =>
      sql`exists (select 1 from engagements fe where fe.id = ${col(a, 'current_engagement_id')} and fe.start_intake = ${v})`,
    ageRange: (a, v, today) => {
      const born = birthDatesOfAgeRange(v as AgeRange, today);
      const dob = sql`substr(fp.date_of_birth, 1, 10)`;
      const after = born.after ? sql` and ${dob} > ${born.after}` : sql``;
      return sql`exists (select 1 from people fp where fp.id = ${col(a, 'person_id')}
        and fp.date_of_birth is not null and ${dob} <= ${born.onOrBefore}${after})`;
    },
  },
  applications: {
    academicYear: (a, v) =>
      inYear(sql`coalesce(${col(a, 'intake')}, ${col(a, 'submitted_at')}, ${col(a, 'created_at')})`, v),
    intake: (a, v) => sql`${col(a, 'intake')} = ${v}`,
  },
  leads: {
    academicYear: (a, v) => inYear(col(a, 'first_contact'), v),
    event: (a, v) =>
      sql`exists (select 1 from registrations fr where fr.person_id = ${col(a, 'person_id')} and fr.event_name = ${v})`,
    reached: (a, v) => REACHED[v]!(a),
    // Issue 17: the intake of interest (the report's by-intake figures open this list).
    intake: (a, v) => sql`${col(a, 'intake_of_interest')} = ${v}`,
  },
};

/** The condition of one derived filter on `alias`; a definition naming a filter without SQL is a programming error. */
export function derivedCondition(
  def: EntityDefinition,
  { filter, value }: DerivedListFilter,
  alias: string,
  today = new Date(),
): RawBuilder<unknown> {
  const condition = CONDITIONS[def.name]?.[filter.name];
  if (!condition) throw new Error(`${def.name} has no SQL for its derived filter ${filter.name}`);
  return condition(alias, value, today);
}

/** Every derived filter of every definition has its SQL (checked by the tests). */
export function hasDerivedSql(def: EntityDefinition, name: string): boolean {
  return CONDITIONS[def.name]?.[name] !== undefined;
}
