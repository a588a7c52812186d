import { AGE_RANGES, ageRange } from '@collegium/domain/age-range';
import {
  GROUPING_LABELS,
  type ReportGrouping,
  type ReportRow,
  type StudentReport,
  type StudentReportQuery,
} from '@collegium/domain/student-report';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { excelStream, exportFilename } from '../../lib/excel-writer.ts';
import { excelHeaders } from '../../http/download-headers.ts';
import { NOT_RECORDED } from '../../lib/report-labels.ts';

// The student report (spec 2.4, routes in report-routes.ts): how many students there are per
// programme, level, hub, status or age range. `value` null is the group "Not recorded".

const COLUMN = { programme: 'programme_code', level: 'level', hub: 'hub', status: 'status' } as const;

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC); null when unreadable. */
export function ageOn(dateOfBirth: string | null, today: Date): number | null {
  const m = dateOfBirth ? /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < mo || (month === mo && today.getUTCDate() < d)) age--;
  return age;
}

function byCountThenValue(a: ReportRow, b: ReportRow): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.value === b.value) return 0;
  if (a.value === null) return 1;
  if (b.value === null) return -1;
  return a.value < b.value ? -1 : 1;
}

async function countBy(ctx: AppContext, by: ReportGrouping, today = new Date()): Promise<ReportRow[]> {
  const k = ctx.db.kysely;
  if (by === 'ageRange') {
    // Bands are a domain rule, so the birth dates are read and grouped here.
    const people = await k
      .selectFrom('students')
      .innerJoin('people', 'people.id', 'students.person_id')
      .select('people.date_of_birth')
      .execute();
    const counts = new Map<string | null, number>();
    for (const p of people) {
      const band = ageRange(ageOn(p.date_of_birth, today)) ?? null;
      counts.set(band, (counts.get(band) ?? 0) + 1);
    }
    return [...AGE_RANGES, null].flatMap((value) => {
      const count = counts.get(value) ?? 0;
      return count > 0 ? [{ value, count }] : [];
    });
  }
  const column = COLUMN[by];
  const grouped = await k
    .selectFrom('students')
    .select((eb) => [eb.ref(column).as('value'), eb.fn.countAll<number>().as('count')])
    .groupBy(column)
    .execute();
  // Blank and missing are the same group; merge them before ordering.
  const counts = new Map<string | null, number>();
  for (const g of grouped) {
    const value = g.value === null || g.value === '' ? null : String(g.value);
    counts.set(value, (counts.get(value) ?? 0) + Number(g.count));
  }
  return [...counts].map(([value, count]) => ({ value, count })).sort(byCountThenValue);
}

/** The report as JSON, or as an .xlsx for `?export=excel`. */
export async function answerStudentReport(ctx: AppContext, reply: FastifyReply, query: StudentReportQuery) {
  const { by } = query;
  const rows = await countBy(ctx, by);
  if (query.export === 'excel') {
    const cells = (async function* () {
      for (const r of rows) yield [r.value ?? NOT_RECORDED, r.count];
    })();
    const columns = [
      { key: 'value', header: GROUPING_LABELS[by], width: 30 },
      { key: 'count', header: 'Students' },
    ];
    return reply
      .headers(excelHeaders(exportFilename(`students-by-${by}`)))
      .send(excelStream(`Students by ${GROUPING_LABELS[by].toLowerCase()}`, columns, cells));
  }
  const body: StudentReport = { by, total: rows.reduce((sum, r) => sum + r.count, 0), rows };
  return body;
}
