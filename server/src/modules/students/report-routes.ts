import { studentReport, studentReportQuery } from '@collegium/domain/student-report';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { answerStudentReport } from './student-report.ts';

// GET /students/report?by=...&export= (spec 2.4, student reporting, students:view): the counts per
// group (student-report.ts), or the same as an .xlsx. `/students/report` is a static path, so
// Fastify prefers it over the generic `/students/:id`.

export function studentReportRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/students/report',
      {
        config: { access: { requires: ['students:view'] } },
        schema: { querystring: studentReportQuery, response: { 200: studentReport } },
      },
      async (request, reply) => answerStudentReport(ctx, reply, request.query),
    );
  };
}
