import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import { columnName } from '@collegium/domain/entities/entity-definition';
import type { ReportField } from '@collegium/domain/custom-reports';
import { type RawBuilder, sql } from 'kysely';
import { onPerson } from '../entities/entity-columns.ts';

// Where each report field is read from (domain/src/custom-reports.ts names them). The report's
// query reads the entity's table as `t`, its person as `p`, and joins the related records a
// field needs: the current engagement `e`, the programme `pr`, the latest HESA answers `h`.
// Counts and sums of other records are correlated subqueries on the row's id.

export type Join = 'person' | 'engagement' | 'programme' | 'hesaAnswers';

export interface ReportColumn {
  /** The value's SQL; null for a field computed after the query (HESA readiness). */
  expression: RawBuilder<unknown> | null;
  joins: readonly Join[];
  /** Stored in pence, shown and filtered in pounds. */
  pence?: boolean;
}

const ref = (column: string) => sql.ref(column);
const count = (from: string, where: string) => sql.raw(`(select count(*) from ${from} where ${where})`);
const sum = (from: string, where: string) => `coalesce((select sum(x.amount_pence) from ${from} x where ${where}), 0)`;

const allocated = (receipt: string) =>
  `coalesce((select sum(y.amount_pence) from payments y where y.receipt_id = ${receipt}.id), 0)`;

/** issue 14, finance-details.ts: issued invoices less credit notes, payments and money on account, plus refunds. */
const BALANCE = sql.raw(`(${sum('invoices', "x.student_id = t.id and x.status = 'issued'")}
  - ${sum('credit_notes', 'x.student_id = t.id')}
  - ${sum('payments', 'x.student_id = t.id')}
  - coalesce((select sum(r.amount_pence - ${allocated('r')}) from receipts r
      where r.student_id = t.id and r.amount_pence > ${allocated('r')}), 0)
  + ${sum('refunds', 'x.student_id = t.id')})`);

const HESA_ANSWER_COLUMNS: Record<string, string> = {
  ethnicity: 'ethnicity',
  religion: 'religion',
  sex: 'sex',
  genderIdentity: 'gender_identity',
  sexualOrientation: 'sexual_orientation',
  disabilities: 'disabilities',
  careLeaver: 'care_leaver',
};

const at = (expression: RawBuilder<unknown>, ...joins: Join[]): ReportColumn => ({ expression, joins });

function studentColumn(key: string): ReportColumn | undefined {
  const [group, name = ''] = key.split('.');
  switch (key) {
    case 'engagement.startIntake':
    case 'engagement.endDate':
    case 'engagement.paymentTerm':
    case 'engagement.intention':
      return at(ref(`e.${columnName(name)}`), 'engagement');
    case 'programme.title':
    case 'programme.award':
    case 'programme.credits':
      return at(ref(`pr.${name}`), 'programme');
    case 'finance.balance':
      return { expression: BALANCE, joins: [], pence: true };
    case 'finance.invoiced':
      return {
        expression: sql.raw(sum('invoices', "x.student_id = t.id and x.status = 'issued'")),
        joins: [],
        pence: true,
      };
    case 'hesa.ready':
    case 'hesa.missing':
      return { expression: null, joins: [] };
  }
  if (group === 'hesaAnswers' && HESA_ANSWER_COLUMNS[name])
    return at(ref(`h.${HESA_ANSWER_COLUMNS[name]}`), 'hesaAnswers');
  return undefined;
}

function applicationColumn(key: string): ReportColumn | undefined {
  const reviews = (status: string) => count('application_section_reviews v', `v.application_id = t.id and ${status}`);
  switch (key) {
    case 'references.requested':
      return at(count('application_references r', "r.application_id = t.id and r.status in ('Requested', 'Received')"));
    case 'references.received':
      return at(count('application_references r', "r.application_id = t.id and r.status = 'Received'"));
    case 'references.lastReceived':
      return at(
        sql.raw(
          "(select substr(max(r.received_at), 1, 10) from application_references r where r.application_id = t.id and r.status = 'Received')",
        ),
      );
    case 'reviews.reviewed':
      return at(reviews('v.status is not null'));
    case 'reviews.accepted':
      return at(reviews("v.status = 'Accepted'"));
    case 'reviews.needInformation':
      return at(reviews("v.status = 'Additional information needed'"));
    case 'programme.title':
      return at(ref('pr.title'), 'programme');
  }
  return undefined;
}

/** The column of `field` in a report on `def`. */
export function reportColumn(def: EntityDefinition, field: ReportField): ReportColumn {
  const own = def.fields.find((f) => f.name === field.key);
  if (own) {
    return onPerson(def, own) ? at(ref(`p.${columnName(own.name)}`), 'person') : at(ref(`t.${columnName(own.name)}`));
  }
  if (field.key.startsWith('person.')) return at(ref(`p.${columnName(field.key.slice(7))}`), 'person');
  const related =
    def.name === 'students'
      ? studentColumn(field.key)
      : def.name === 'applications'
        ? applicationColumn(field.key)
        : undefined;
  if (!related) throw new Error(`No column for ${def.name} report field ${field.key}`);
  return related;
}

/**
 * The FROM clause with the joins the report's columns need, in an order where each finds its
 * parent; `base` replaces the plain `table as t` (a page of ids joined to the table).
 */
export function reportFrom(
  def: EntityDefinition,
  joins: ReadonlySet<Join>,
  base?: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const parts = [base ?? sql`${sql.table(def.table)} as t`];
  if (joins.has('person') && def.person) parts.push(sql`left join people as p on p.id = t.person_id`);
  if (joins.has('engagement')) parts.push(sql`left join engagements as e on e.id = t.current_engagement_id`);
  if (joins.has('programme')) {
    const code = def.name === 'applications' ? sql.ref('t.course') : sql.ref('t.programme_code');
    parts.push(sql`left join programmes as pr on pr.code = ${code}`);
  }
  if (joins.has('hesaAnswers')) {
    parts.push(sql`left join student_hesa_data as h on h.id = (select h2.id from student_hesa_data as h2
      where h2.student_id = t.id order by h2.academic_year desc limit 1)`);
  }
  return sql.join(parts, sql` `);
}
