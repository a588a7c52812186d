import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { excelStream, exportFilename } from '../../lib/excel-writer.ts';
import { NOT_RECORDED } from '../../lib/report-labels.ts';
import {
  APPLICATION_GROUPING_LABELS,
  applicationReport,
  applicationReportQuery,
  applicationStatistics as applicationStatisticsSchema,
  applicationStatisticsQuery,
} from '@collegium/domain/application-reporting';
import { countApplicationsBy } from './application-report.ts';
import { applicationStatistics } from './application-statistics.ts';
import { excelHeaders } from '../../http/download-headers.ts';

// GET /applications/report?by=...[&export=excel] (applications:menu, applications:admin): spec 2.4
//   applicationreporting, counts per group, as JSON or .xlsx.
// GET /applications/statistics?months=12 (applications:menu): spec 2.4 statistics, which has no
//   requirement of its own beyond its group's.
// Both are static paths, so Fastify prefers them over the generic `/applications/:id`.

export function applicationReportingRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/applications/report',
      {
        config: { access: { requires: ['applications:menu', 'applications:admin'] } },
        schema: { querystring: applicationReportQuery },
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
        return applicationReport.parse({ by, total: rows.reduce((sum, r) => sum + r.count, 0), rows });
      },
    );
    app.get(
      '/applications/statistics',
      {
        config: { access: { requires: ['applications:menu'] } },
        schema: { querystring: applicationStatisticsQuery, response: { 200: applicationStatisticsSchema } },
      },
      async (request) => applicationStatistics(ctx.db.kysely, request.query.months),
    );
  };
}
