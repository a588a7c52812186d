import { leadConversion, type LeadReportFilters, type LeadsReport } from '@collegium/domain/lead-report';
import { countBy, distinctValues } from '@collegium/domain/reporting-figures';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readLeadRows, STAGE_ORDER, stageFigures, type LeadReportRow } from './marketing-report.ts';

// Issue 17, Potential Students > Report (spec 2.4, leads:menu): the potential students whose first
// contact falls in the period, by stage and report group, hub, source, programme and intake of
// interest, and the conversion between stages by each one's stage history (lead_activities' stage rows).

export interface LeadHistoryRow extends LeadReportRow {
  /** The current stage and every stage the lead was moved to. */
  stages: string[];
}

export async function readLeadHistoryRows(db: Kysely<Database>): Promise<LeadHistoryRow[]> {
  const rows = await readLeadRows(db);
  const moves = await db
    .selectFrom('lead_activities')
    .select(['lead_id', 'to_stage'])
    .where('to_stage', 'is not', null)
    .execute();
  const stages = new Map<number, Set<string>>();
  for (const m of moves) {
    const set = stages.get(Number(m.lead_id)) ?? new Set<string>();
    set.add(m.to_stage!);
    stages.set(Number(m.lead_id), set);
  }
  return rows.map((r) => ({ ...r, stages: [...new Set([r.stage, ...(stages.get(r.id) ?? [])])] }));
}

function inFilters(r: LeadHistoryRow, f: LeadReportFilters): boolean {
  if (f.from && (!r.firstContact || r.firstContact.slice(0, 10) < f.from)) return false;
  if (f.to && (!r.firstContact || r.firstContact.slice(0, 10) > f.to)) return false;
  if (f.hub !== undefined && r.hub !== f.hub) return false;
  if (f.source !== undefined && r.source !== f.source) return false;
  if (f.programme !== undefined && r.programme !== f.programme) return false;
  if (f.intake !== undefined && r.intake !== f.intake) return false;
  return f.stage === undefined || r.stage === f.stage;
}

export function leadsReport(rows: readonly LeadHistoryRow[], query: LeadReportFilters) {
  const inFilter = rows.filter((r) => inFilters(r, query));
  const report: LeadsReport = {
    total: inFilter.length,
    ...stageFigures(inFilter),
    byHub: countBy(inFilter, (r) => r.hub),
    bySource: countBy(inFilter, (r) => r.source),
    byProgramme: countBy(inFilter, (r) => r.programme),
    // Intakes in date order, earliest first (their start dates sort as text).
    byIntake: countBy(
      inFilter,
      (r) => r.intake,
      distinctValues(inFilter, (r) => r.intake),
    ),
    conversion: leadConversion(inFilter),
    options: {
      hub: distinctValues(rows, (r) => r.hub),
      source: distinctValues(rows, (r) => r.source),
      programme: distinctValues(rows, (r) => r.programme),
      intake: distinctValues(rows, (r) => r.intake),
      stage: STAGE_ORDER,
    },
  };
  return { report, rows: inFilter };
}
