import type { ReportFilter } from '@collegium/domain/custom-reports';
import { type RawBuilder, sql } from 'kysely';
import { type ReportColumn, reportFrom } from './report-columns.ts';
import { columnOf, type ReportPlan } from './report-plan.ts';

// The SQL of a planned report: its rows (a page at a time) and how many there are. Values are
// parameters; columns and joins come only from the catalogue (report-columns.ts).

const joinsOf = (columns: readonly ReportColumn[]) => new Set(columns.flatMap((c) => c.joins));

/** The joins the filters and the sort need (the page of ids is chosen with these only). */
const selectionJoins = (plan: ReportPlan) =>
  joinsOf([
    ...plan.definition.filters.map((f) => columnOf(plan, f.field).column),
    ...(plan.definition.sort ? [columnOf(plan, plan.definition.sort.field).column] : []),
  ]);

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

/** The sort's expression, or null when the rows are in id order. */
const sortExpression = (plan: ReportPlan) =>
  plan.definition.sort ? columnOf(plan, plan.definition.sort.field).column.expression! : null;

/** ORDER BY on a sort key and an id: empty values last either way, on both databases. */
function orderBy(key: RawBuilder<unknown> | null, id: RawBuilder<unknown>, order: string): RawBuilder<unknown> {
  const dir = sql.raw(order);
  if (!key) return sql`order by ${id} ${dir}`;
  return sql`order by (case when ${key} is null then 1 else 0 end), ${key} ${dir}, ${id} ${dir}`;
}

/** `c0`, `c1`...: one per shown field that is read from the database. */
export const columnAlias = (i: number) => `c${i}`;

/**
 * One page of rows. The page's ids are chosen first, reading only what the filters and the sort
 * need; the shown columns (correlated sums, related records) are then worked out for those ids
 * alone, so a page costs its own rows and not the whole report's (a sort otherwise carries every
 * column of every row).
 */
export function rowsQuery(plan: ReportPlan, limit: number, offset: number): RawBuilder<Record<string, unknown>> {
  const order = plan.definition.sort?.order ?? 'asc';
  const key = sortExpression(plan);
  const ids = sql`select t.id as page_id, ${key ?? sql`null`} as page_key
    from ${reportFrom(plan.def, selectionJoins(plan))} ${whereOf(plan)}
    ${orderBy(key, sql`t.id`, order)} limit ${sql.lit(limit)} offset ${sql.lit(offset)}`;
  const selected = plan.shown.flatMap((s, i) =>
    s.column.expression ? [sql`${s.column.expression} as ${sql.ref(columnAlias(i))}`] : [],
  );
  const base = sql`(${ids}) as pg join ${sql.table(plan.def.table)} as t on t.id = pg.page_id`;
  return sql<Record<string, unknown>>`select ${sql.join([sql`t.id as row_id`, ...selected])}
    from ${reportFrom(plan.def, joinsOf(plan.shown.map((s) => s.column)), base)}
    ${orderBy(key ? sql`pg.page_key` : null, sql`t.id`, order)}`;
}

export function countQuery(plan: ReportPlan): RawBuilder<{ n: number }> {
  return sql<{ n: number }>`select count(*) as n from ${reportFrom(plan.def, selectionJoins(plan))} ${whereOf(plan)}`;
}
