import {
  bursaryApplicationInput,
  bursaryApplicationView,
  collegeDataView,
  financeDetailsView,
} from '@collegium/domain/student-finance';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ownStudent } from '../../http/own-student.ts';
import { readBursaryApplication, saveBursaryApplication } from './bursary.ts';
import { readCollegeData } from './college-data.ts';
import { readFinanceDetails } from './finance-details.ts';

// Issue 5, spec 7.3: the student's finance overview, bursary application and college data (the
// folder request is in folder-requests/, the bursary committee in bursary-committee/); every call works on the signed-in student only (own-student.ts), never an id from the
// request. The bursary calls exist only while the `bursaries` feature is on (otherwise 404, as the
// page is hidden) and need forms:bursary besides forms:student.
//   GET  /forms/college-data, /forms/student/college-data     (forms:student)
//   GET  /forms/student/finance-details                       (forms:student)
//   GET  /forms/student/bursary-application, PUT              (forms:student, forms:bursary; feature bursaries)

const STUDENT = { access: { requires: ['forms:student'] } };
const BURSARY = { access: { requires: ['forms:student', 'forms:bursary'] } };

export function studentFinanceRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;
    const me = (request: Parameters<typeof ownStudent>[1]) => ownStudent(db, request);

    // spec 7.3 names it forms/college-data; the portal's other calls live under forms/student/.
    for (const url of ['/forms/college-data', '/forms/student/college-data']) {
      app.get(url, { config: STUDENT, schema: { response: { 200: collegeDataView } } }, async (request) =>
        readCollegeData(db, (await me(request)).id, ctx.config.collegeName),
      );
    }

    app.get(
      '/forms/student/finance-details',
      { config: STUDENT, schema: { response: { 200: financeDetailsView } } },
      async (request) => readFinanceDetails(db, (await me(request)).id),
    );

    if (ctx.config.features.includes('bursaries')) {
      app.get(
        '/forms/student/bursary-application',
        { config: BURSARY, schema: { response: { 200: bursaryApplicationView } } },
        async (request) => readBursaryApplication(db, (await me(request)).id),
      );
      app.put(
        '/forms/student/bursary-application',
        { config: BURSARY, schema: { body: bursaryApplicationInput, response: { 200: bursaryApplicationView } } },
        async (request) => saveBursaryApplication(ctx.db, await me(request), request.body),
      );
    }
  };
}
