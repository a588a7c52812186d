import {
  PREVIEW_ROWS,
  type ReportDefinition,
  type ReportEntitiesView,
  type ReportPreview,
  mayExportReport,
  mayReadField,
  mayReportOn,
  reportFieldsOf,
} from '@collegium/domain/custom-reports';
import { optionsFor, type EntityDefinition } from '@collegium/domain/entities/entity-definition';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { forbidden, validationFailed } from '../../http/errors.ts';
import { excelStream, type SheetColumn } from '../../lib/excel-writer.ts';
import { countQuery } from './report-query.ts';
import { planReport, type ReportPlan } from './report-plan.ts';
import { allRows, firstRows } from './report-rows.ts';

// Issue 16, custom reports: what the caller may report on, a report's preview, and its export as
// a spreadsheet streamed to the caller (up to DIRECT_EXPORT_LIMIT rows; more run as a job).

type Executor = Kysely<Database> | Transaction<Database>;

/** Exports of more rows than this go through the background job (export-job.ts). */
export const DIRECT_EXPORT_LIMIT = 10_000;

export function reportEntities(entities: readonly EntityDefinition[], held: readonly string[]): ReportEntitiesView {
  return {
    directExportLimit: DIRECT_EXPORT_LIMIT,
    entities: entities
      .filter((def) => mayReportOn(held, def))
      .map((def) => ({
        name: def.name,
        label: def.labelPlural,
        canExport: mayExportReport(held, def),
        fields: reportFieldsOf(def)
          .filter((f) => mayReadField(held, f))
          .map((f) => {
            const own = def.fields.find((d) => d.name === f.key);
            const options = own && !own.optionsBy ? optionsFor(own) : [];
            return {
              key: f.key,
              label: f.label,
              group: f.group,
              type: f.type,
              special: f.special,
              computed: f.computed,
              ...(options.length ? { options: [...options] } : {}),
            };
          }),
      })),
  };
}

/** Every run is audited with what it read; special-category fields are named (issue 11). */
export async function auditRun(
  db: Executor,
  actor: Pick<Actor, 'userId' | 'asUserId' | 'ip'>,
  plan: ReportPlan,
  how: string,
) {
  await recordAudit(db, {
    actorUserId: actor.userId,
    asUserId: actor.asUserId,
    ip: actor.ip,
    entity: plan.def.name,
    action: plan.special.length ? 'custom-report.special-read' : 'custom-report.run',
    changes: { how, fields: plan.shown.map((s) => s.field.key), special: plan.special },
  });
}

/** A plan for an export: the entity's export permission too (403 without it). */
export function planExport(entities: readonly EntityDefinition[], actor: Actor, definition: ReportDefinition) {
  const p = plan(entities, actor, definition);
  if (!mayExportReport(actor.permissions, p.def))
    throw forbidden(`You may not export ${p.def.labelPlural.toLowerCase()}.`);
  return p;
}

export async function countRows(db: Executor, plan: ReportPlan): Promise<number> {
  const [row] = (await countQuery(plan).execute(db)).rows;
  return Number(row?.n ?? 0);
}

export function plan(entities: readonly EntityDefinition[], actor: Actor, definition: ReportDefinition) {
  return planReport(entities, actor.permissions, definition);
}

export async function previewReport(
  db: Kysely<Database>,
  entities: readonly EntityDefinition[],
  actor: Actor,
  definition: ReportDefinition,
): Promise<ReportPreview> {
  const p = plan(entities, actor, definition);
  const [total, rows] = await Promise.all([countRows(db, p), firstRows(db, p, PREVIEW_ROWS)]);
  await auditRun(db, actor, p, 'preview');
  return {
    columns: p.shown.map((s) => ({ key: s.field.key, label: s.field.label, type: s.field.type })),
    rows,
    total,
  };
}

export function sheetColumns(p: ReportPlan): SheetColumn[] {
  return p.shown.map((s) => ({ key: s.field.key, header: s.field.label }));
}

/** The whole report as a streamed .xlsx; refused past DIRECT_EXPORT_LIMIT rows (use the job). */
export async function exportReport(
  db: Kysely<Database>,
  entities: readonly EntityDefinition[],
  actor: Actor,
  definition: ReportDefinition,
) {
  const p = planExport(entities, actor, definition);
  const total = await countRows(db, p);
  if (total > DIRECT_EXPORT_LIMIT) {
    throw validationFailed([
      {
        param: 'definition',
        message: `The report holds ${total.toLocaleString('en-GB')} rows: export it in the background (more than ${DIRECT_EXPORT_LIMIT.toLocaleString('en-GB')}).`,
      },
    ]);
  }
  await auditRun(db, actor, p, 'export');
  return { entity: p.def.name, stream: excelStream(p.def.labelPlural, sheetColumns(p), allRows(db, p)) };
}
