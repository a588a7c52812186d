import {
  mayReadField,
  mayReportOn,
  type ReportDefinition,
  type ReportField,
  reportFieldsOf,
  VALUELESS_OPERATORS,
} from '@collegium/domain/custom-reports';
import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import { forbidden, validationFailed, type ErrorDetail } from '../../http/errors.ts';
import { type ReportColumn, reportColumn } from './report-columns.ts';

// A report definition checked against the catalogue and the reader's rights (issue 16): every
// field it shows, filters or sorts by must exist (else 422 at that field) and be readable by the
// caller (else 403 before any query runs, so nothing is read).

export interface PlannedField {
  field: ReportField;
  column: ReportColumn;
}

export interface ReportPlan {
  def: EntityDefinition;
  definition: ReportDefinition;
  shown: PlannedField[];
  /** The special-category fields it reads (audited with their names). */
  special: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function valueProblem(field: ReportField, operator: string, value: string | undefined): string | null {
  if (VALUELESS_OPERATORS.includes(operator as never)) return null;
  if (value === undefined || value.trim() === '') return 'Give a value to compare with.';
  if (field.type === 'number' && !Number.isFinite(Number(value))) return `${field.label} is a number: give a number.`;
  if (field.type === 'date' && !DATE.test(value.trim()) && !['contains', 'startsWith'].includes(operator))
    return 'Give a date as YYYY-MM-DD.';
  if (field.type === 'boolean' && !['Yes', 'No'].includes(value)) return 'Choose Yes or No.';
  if (field.type === 'boolean' && !['equals', 'notEquals'].includes(operator))
    return 'Compare Yes or No with “is” or “is not”.';
  return null;
}

export function planReport(
  entities: readonly EntityDefinition[],
  held: readonly string[],
  definition: ReportDefinition,
): ReportPlan {
  const def = entities.find((e) => e.name === definition.entity);
  if (!def) throw validationFailed([{ param: 'entity', message: `There is no “${definition.entity}” to report on.` }]);
  if (!mayReportOn(held, def)) throw forbidden(`You may not report on ${def.labelPlural.toLowerCase()}.`);
  const catalogue = new Map(reportFieldsOf(def).map((f) => [f.key, f]));
  const details: ErrorDetail[] = [];
  const unreadable: string[] = [];
  const find = (key: string, param: string, computedAllowed: boolean) => {
    const field = catalogue.get(key);
    if (!field) {
      details.push({ param, message: `${def.labelPlural} have no field “${key}”.` });
      return undefined;
    }
    if (!mayReadField(held, field)) unreadable.push(field.label);
    else if (field.computed && !computedAllowed)
      details.push({
        param,
        message: `${field.label} is worked out for each row: show it, but do not filter or sort by it.`,
      });
    return field;
  };
  const shown = [...new Set(definition.fields)].flatMap((key, i) => {
    const field = find(key, `fields.${i}`, true);
    return field ? [field] : [];
  });
  definition.filters.forEach((filter, i) => {
    const field = find(filter.field, `filters.${i}.field`, false);
    const problem = field && valueProblem(field, filter.operator, filter.value);
    if (problem) details.push({ param: `filters.${i}.value`, message: problem });
  });
  if (definition.sort) find(definition.sort.field, 'sort.field', false);
  // Rights first: a field the reader may not read is refused whatever else is wrong.
  if (unreadable.length > 0)
    throw forbidden(
      `You may not read ${[...new Set(unreadable)].map((l) => `“${l}”`).join(', ')} of ${def.labelPlural.toLowerCase()}.`,
    );
  if (details.length > 0) throw validationFailed(details);
  const keys = new Set([...shown.map((f) => f.key), ...definition.filters.map((f) => f.field), definition.sort?.field]);
  return {
    def,
    definition,
    shown: shown.map((field) => ({ field, column: reportColumn(def, field) })),
    special: [...catalogue.values()].filter((f) => f.special && keys.has(f.key)).map((f) => f.key),
  };
}

/** The column of a field a plan was made with (filters and sort). */
export function columnOf(plan: ReportPlan, key: string): { field: ReportField; column: ReportColumn } {
  const field = reportFieldsOf(plan.def).find((f) => f.key === key);
  if (!field) throw new Error(`Unplanned field ${key}`);
  return { field, column: reportColumn(plan.def, field) };
}
