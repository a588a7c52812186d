import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { excelStream, exportFilename } from '../../lib/excel-writer.ts';
import { NOT_RECORDED } from '../../lib/report-labels.ts';
import {
  APPLICATION_GROUPING_LABELS,
  APPLICATION_REPORT_GROUPINGS,
  countApplicationsBy,
} from './application-report.ts';
import { applicationStatistics } from './application-statistics.ts';
import { excelHeaders } from '../../http/download-headers.ts';

// GET /applications/report?by=...[&export=excel] (applications:menu, applications:admin): spec 2.4
//   applicationreporting, counts per group, as JSON or .xlsx.
// GET /applications/statistics?months=12 (applications:menu): spec 2.4 statistics, which has no
//   requirement of its own beyond its group's.
// Both are static paths, so Fastify prefers them over the generic `/applications/:id`.

const reportQuery = z.object({
  /** What to count by. */
  by: z.enum(APPLICATION_REPORT_GROUPINGS, { error: 'Choose one of status, course, intake, diocese or cohortGroup.' }),
  /** Ask for the spreadsheet instead of JSON. */
  export: z.literal('excel', { error: 'Only export=excel is offered.' }).optional(),
});

const countRow = z.object({ value: z.string().nullable(), count: z.number() });
const reportResponse = z.object({
  by: z.enum(APPLICATION_REPORT_GROUPINGS),
  total: z.number(),
  rows: z.array(countRow),
});

const statisticsQuery = z.object({
  /** How many calendar months, up to this one, the submissions chart covers. */
  months: z.coerce
    .number({ error: 'Give a number of months.' })
    .int('Give a whole number of months.')
    .min(1, 'Give at least 1 month.')
    .max(60, 'Give at most 60 months.')
    .default(12),
});

const statisticsResponse = z.object({
  months: z.array(z.object({ month: z.string(), submitted: z.number() })),
  byStatus: z.array(z.object({ value: z.string(), count: z.number() })),
  byStage: z.array(z.object({ value: z.string(), count: z.number() })),
  total: z.number(),
});

export function applicationReportingRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/applications/report',
      {
        config: { access: { requires: ['applications:menu', 'applications:admin'] } },
        schema: { querystring: reportQuery },
      },
      async (request, reply) => {
        const { by } = request.query;
        const rows = await countApplicationsBy(ctx.db.kysely, by);
        if (request.query.export === 'excel') {
          const cells = (async function* () {
            for (const r of rows) yield [r.value ?? NOT_RECORDED, r.count];
          })();
          const columns = [
            { key: 'value', header: APPLICATION_GROUPING_LABELS[by], width: 30 },
            { key: 'count', header: 'Applications' },
          ];
          const name = by === 'cohortGroup' ? 'cohort-group' : by;
          return reply
            .headers(excelHeaders(exportFilename(`applications-by-${name}`)))
            .send(excelStream(`Applications by ${APPLICATION_GROUPING_LABELS[by].toLowerCase()}`, columns, cells));
        }
        return reportResponse.parse({ by, total: rows.reduce((sum, r) => sum + r.count, 0), rows });
      },
    );
    app.get(
      '/applications/statistics',
      {
        config: { access: { requires: ['applications:menu'] } },
        schema: { querystring: statisticsQuery, response: { 200: statisticsResponse } },
      },
      async (request) => applicationStatistics(ctx.db.kysely, request.query.months),
    );
  };
}
