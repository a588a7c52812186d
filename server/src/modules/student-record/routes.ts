import { abilitiesFor } from '@collegium/domain/abilities';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { attachmentHeader } from '../../http/download-headers.ts';
import { noStudent, studentIdParam } from '../../http/student-id-param.ts';
import { loadStudentAssignments } from './student-assignments.ts';
import {
  studentAssignmentsSchema,
  studentFinanceAnswer,
  studentResultsSchema,
} from '@collegium/domain/student-record-views';
import { loadStudentFinance } from './student-finance.ts';
import { studentStatement } from './statement-pdf.ts';
import { loadStudentResults } from './student-results.ts';
import { loadStudentSummary, studentSummarySchema } from './student-summary.ts';

// The student record page's own calls (spec 2.5, issue 4), beside the generic
// GET /students/:id (Details) and /students/:id/history (History). docs/api-contract.md.

/** The answer of a load function, or the 404 it stands for. */
function found<T>(id: number, value: T | undefined): T {
  if (value === undefined) throw noStudent(id);
  return value;
}

const access = { access: { requires: ['students:view'] } };

export function studentRecordRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get(
      '/students/:id/summary',
      { config: access, schema: { response: { 200: studentSummarySchema } } },
      async (request) => {
        const id = studentIdParam(request);
        return found(id, await loadStudentSummary(db, id));
      },
    );

    app.get(
      '/students/:id/results',
      { config: access, schema: { response: { 200: studentResultsSchema } } },
      async (request) => {
        const id = studentIdParam(request);
        return found(id, await loadStudentResults(db, id));
      },
    );

    app.get(
      '/students/:id/assignments',
      { config: access, schema: { response: { 200: studentAssignmentsSchema } } },
      async (request) => {
        const id = studentIdParam(request);
        return found(id, await loadStudentAssignments(db, id));
      },
    );

    app.get(
      '/students/:id/finance',
      { config: access, schema: { response: { 200: studentFinanceAnswer } } },
      async (request) => {
        const id = studentIdParam(request);
        const { user } = await requireAuth(request);
        const finance = found(id, await loadStudentFinance(db, id));
        return { ...finance, abilities: abilitiesFor('studentFinance', user.permissions) };
      },
    );

    // Issue 14: the statement of account as a PDF (students:view: the registry reads it too).
    app.get('/students/:id/finance/statement.pdf', { config: access }, async (request, reply) => {
      const { filename, bytes } = await studentStatement(db, studentIdParam(request), ctx.config);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachmentHeader(filename))
        .send(Buffer.from(bytes));
    });
  };
}
