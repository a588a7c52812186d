import type { ReportFilter } from '@collegium/domain/custom-reports';
import { type RawBuilder, sql } from 'kysely';
import { type Join, type ReportColumn, reportFrom } from './report-columns.ts';
import { columnOf, type ReportPlan } from './report-plan.ts';

// The SQL of a planned report: its rows (a page at a time) and how many there are. Values are
// parameters; columns and joins come only from the catalogue (report-columns.ts).

function joinsOf(plan: ReportPlan): Set<Join> {
  const columns: ReportColumn[] = [
    ...plan.shown.map((s) => s.column),
    ...plan.definition.filters.map((f) => columnOf(plan, f.field).column),
    ...(plan.definition.sort ? [columnOf(plan, plan.definition.sort.field).column] : []),
  ];
  return new Set(columns.flatMap((c) => c.joins));
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function condition(plan: ReportPlan, filter: ReportFilter): RawBuilder<unknown> {
  const { field, column } = columnOf(plan, filter.field);
  const e = column.expression!;
  const asText = sql`cast(${e} as text)`;
  // Numbers compare as numeric, so 1.5 against an integer column is a comparison, not an error.
  const compared = field.type === 'number' ? sql`cast(${e} as numeric)` : e;
  const raw = (filter.value ?? '').trim();
  const value =
    field.type === 'number'
      ? Number(raw) * (column.pence ? 100 : 1)
      : field.type === 'boolean'
        ? raw === 'Yes'
          ? 1
          : 0
        : raw;
  switch (filter.operator) {
    case 'equals':
      return field.type === 'text' ? sql`lower(${asText}) = ${raw.toLowerCase()}` : sql`${compared} = ${value}`;
    case 'notEquals':
      return field.type === 'text'
        ? sql`(${e} is null or lower(${asText}) <> ${raw.toLowerCase()})`
        : sql`(${e} is null or ${compared} <> ${value})`;
    case 'contains':
      return sql`lower(${asText}) like ${`%${escapeLike(raw.toLowerCase())}%`} escape '\\'`;
    case 'startsWith':
      return sql`lower(${asText}) like ${`${escapeLike(raw.toLowerCase())}%`} escape '\\'`;
    case 'greaterThan':
      return sql`${compared} > ${value}`;
    case 'lessThan':
      return sql`${compared} < ${value}`;
    case 'isEmpty':
      return sql`(${e} is null or ${asText} = '')`;
    case 'isNotEmpty':
      return sql`(${e} is not null and ${asText} <> '')`;
  }
}

function whereOf(plan: ReportPlan): RawBuilder<unknown> {
  const terms = plan.definition.filters.map((f) => condition(plan, f));
  return terms.length ? sql`where ${sql.join(terms, sql` and `)}` : sql``;
}

function orderOf(plan: ReportPlan): RawBuilder<unknown> {
  const sort = plan.definition.sort;
  if (!sort) return sql`order by t.id`;
  const e = columnOf(plan, sort.field).column.expression!;
  const dir = sql.raw(sort.order);
  // Empty values last either way, on both databases.
  return sql`order by (case when ${e} is null then 1 else 0 end), ${e} ${dir}, t.id ${dir}`;
}

/** `c0`, `c1`...: one per shown field that is read from the database. */
export const columnAlias = (i: number) => `c${i}`;

export function rowsQuery(plan: ReportPlan, limit: number, offset: number): RawBuilder<Record<string, unknown>> {
  const selected = plan.shown.flatMap((s, i) =>
    s.column.expression ? [sql`${s.column.expression} as ${sql.ref(columnAlias(i))}`] : [],
  );
  return sql<Record<string, unknown>>`select ${sql.join([sql`t.id as row_id`, ...selected])}
    from ${reportFrom(plan.def, joinsOf(plan))} ${whereOf(plan)} ${orderOf(plan)}
    limit ${sql.lit(limit)} offset ${sql.lit(offset)}`;
}

export function countQuery(plan: ReportPlan): RawBuilder<{ n: number }> {
  return sql<{ n: number }>`select count(*) as n from ${reportFrom(plan.def, joinsOf(plan))} ${whereOf(plan)}`;
}
