import {
  applicationFilters,
  applicationsReport as applicationsReportSchema,
  marketingFilters,
  marketingReport as marketingReportSchema,
  reportFilters,
  studentsReport as studentsReportSchema,
} from '@collegium/domain/reporting-contracts';
import { leadReportFilters, leadsReport as leadsReportSchema } from '@collegium/domain/lead-report';
import { hasPermission } from '@collegium/domain/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { excelHeaders } from '../../http/download-headers.ts';
import { excelWorkbookStream, exportFilename } from '../../lib/excel-writer.ts';
import { applicationsReport, readApplicationRows } from './applications-report.ts';
import { leadsReport, readLeadHistoryRows } from './leads-report.ts';
import { marketingReport, readLeadRows } from './marketing-report.ts';
import {
  applicationsWorkbook,
  leadsWorkbook,
  marketingWorkbook,
  studentsWorkbook,
  type May,
} from './report-exports.ts';
import { readAttendanceMarks, readStudentRows, studentsReport } from './students-report.ts';

// Issue 16, spec 2.4 Reporting (reports:menu): GET /reporting/students, /reporting/applications
// and /reporting/marketing answer the page's figures over the reader's filters as JSON, or with
// export=excel the figures and the records behind them as a workbook (the records only for a reader
// who may read them: students:view, applications:view, leads:view). Issue 17: GET /reporting/leads
// is Potential Students > Report, open to leads:menu (spec 2.4: the report inherits its group's).

const access = { access: { requires: ['reports:menu'] } };

/** The reader's rights: an export holds the records behind its figures only for those who may read them. */
async function readerMay(request: FastifyRequest): Promise<May> {
  const auth = await request.loadAuth();
  const held = auth?.user.permissions ?? [];
  return (permission) => hasPermission(held, permission);
}

export function reportingPageRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get(
      '/reporting/students',
      { config: access, schema: { querystring: reportFilters } },
      async (request, reply) => {
        const marks = ctx.config.features.includes('residentialAttendance') ? await readAttendanceMarks(db) : undefined;
        const { report, rows } = studentsReport(await readStudentRows(db), request.query, marks);
        if (request.query.export !== 'excel') return studentsReportSchema.parse(report);
        return reply
          .headers(excelHeaders(exportFilename('students-report')))
          .send(excelWorkbookStream(studentsWorkbook(request.query, report, rows, await readerMay(request))));
      },
    );

    app.get(
      '/reporting/applications',
      { config: access, schema: { querystring: applicationFilters } },
      async (request, reply) => {
        const { report, rows } = applicationsReport(await readApplicationRows(db), request.query);
        if (request.query.export !== 'excel') return applicationsReportSchema.parse(report);
        return reply
          .headers(excelHeaders(exportFilename('applications-report')))
          .send(excelWorkbookStream(applicationsWorkbook(request.query, report, rows, await readerMay(request))));
      },
    );

    app.get(
      '/reporting/marketing',
      { config: access, schema: { querystring: marketingFilters } },
      async (request, reply) => {
        const { report, rows, mailing } = await marketingReport(db, await readLeadRows(db), request.query);
        if (request.query.export !== 'excel') return marketingReportSchema.parse(report);
        return reply
          .headers(excelHeaders(exportFilename('marketing-report')))
          .send(excelWorkbookStream(marketingWorkbook(request.query, report, rows, mailing, await readerMay(request))));
      },
    );

    app.get(
      '/reporting/leads',
      { config: { access: { requires: ['leads:menu'] } }, schema: { querystring: leadReportFilters } },
      async (request, reply) => {
        const { report, rows } = leadsReport(await readLeadHistoryRows(db), request.query);
        if (request.query.export !== 'excel') return leadsReportSchema.parse(report);
        return reply
          .headers(excelHeaders(exportFilename('potential-students-report')))
          .send(excelWorkbookStream(leadsWorkbook(request.query, report, rows, await readerMay(request))));
      },
    );
  };
}
