import { bursaryCaseDetail, bursaryCaseList, bursaryDecisionInput } from '@collegium/domain/bursary-committee';
import {
  bursaryApplicationInput,
  bursaryApplicationView,
  collegeDataView,
  financeDetailsView,
  folderRequestInput,
  folderRequestDecisionInput,
  folderRequestQueueItem,
  folderRequestQueueList,
  folderRequestView,
} from '@collegium/domain/student-finance';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { abilitiesFor } from '@collegium/domain/abilities';
import { requireAuth } from '../../http/access.ts';
import { notifyJobsQueued } from '../jobs/wake.ts';
import { ownStudent } from '../../http/own-student.ts';
import { readBursaryApplication, saveBursaryApplication } from './bursary.ts';
import { answerListView } from '../../lib/list-view.ts';
import { bursaryCaseQuery, bursaryCasesView, bursaryCaseYears } from './bursary-case-list.ts';
import { decideBursary, readBursaryCase } from './bursary-committee.ts';
import { readCollegeData } from './college-data.ts';
import { readFinanceDetails } from './finance-details.ts';
import { folderRequestQuery, folderRequestsView } from './folder-request-list.ts';
import { decideFolderRequest, listFolderRequests, requestFolder } from './folder-requests.ts';
import { actorOf } from '../../http/actor.ts';

// Issue 5, spec 7.3: the student's finance overview, bursary application, college data and folder
// request; every call works on the signed-in student only (own-student.ts), never an id from the
// request. The bursary calls exist only while the `bursaries` feature is on (otherwise 404, as the
// page is hidden) and need forms:bursary besides forms:student.
//   GET  /forms/college-data, /forms/student/college-data     (forms:student)
//   GET  /forms/student/finance-details                       (forms:student)
//   GET  /forms/student/bursary-application, PUT              (forms:student, forms:bursary; feature bursaries)
//   GET  /forms/student/folder-request, PUT                   (forms:student)
//   GET  /students/folder-requests?status=&search=&sort=&page=&export= (students:view) pending by default
//   POST /students/folder-requests/:id/decision               (students:edit) Sent, or Declined with a note
//   GET  /finance/bursaries?status=&academicYear=&search=&sort=&page=&export=, /finance/bursaries/:id (role:bursary; feature bursaries)
//   POST /finance/bursaries/:id/decision                       (role:bursary; feature bursaries)

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

      // The bursary committee (spec 2.x /finance/bursaries, role:bursary).
      const committee = { access: { requires: ['role:bursary'] } };
      const caseId = z.object({
        id: z.coerce.number({ error: 'Give an application id.' }).int().positive('Give an application id.'),
      });
      app.get(
        '/finance/bursaries',
        {
          config: committee,
          schema: {
            querystring: bursaryCaseQuery,
            response: { 200: bursaryCaseList },
          },
        },
        async (request, reply) =>
          answerListView(reply, bursaryCasesView(db), request.query, async () => ({
            academicYears: await bursaryCaseYears(db),
          })),
      );
      app.get(
        '/finance/bursaries/:id',
        { config: committee, schema: { params: caseId, response: { 200: bursaryCaseDetail } } },
        async (request) => readBursaryCase(ctx.db, request.params.id, actorOf(await requireAuth(request), request.ip)),
      );
      app.post(
        '/finance/bursaries/:id/decision',
        {
          config: committee,
          schema: { params: caseId, body: bursaryDecisionInput, response: { 200: bursaryCaseDetail } },
        },
        async (request) =>
          decideBursary(ctx.db, request.params.id, request.body, actorOf(await requireAuth(request), request.ip)),
      );
    }

    app.get(
      '/forms/student/folder-request',
      { config: STUDENT, schema: { response: { 200: z.object({ items: z.array(folderRequestView) }) } } },
      async (request) => listFolderRequests(db, (await me(request)).id),
    );
    // spec 7.3: GET and PUT; a PUT asks for the folder (one request may wait at a time).
    app.put(
      '/forms/student/folder-request',
      { config: STUDENT, schema: { body: folderRequestInput, response: { 200: folderRequestView } } },
      async (request) => requestFolder(ctx.db, await me(request), request.body),
    );

    app.get(
      '/students/folder-requests',
      {
        config: { access: { requires: ['students:view'] } },
        schema: {
          querystring: folderRequestQuery,
          response: { 200: folderRequestQueueList },
        },
      },
      async (request, reply) => {
        const { user } = await requireAuth(request);
        return answerListView(reply, folderRequestsView(db), request.query, () => ({
          abilities: abilitiesFor('requests', user.permissions),
        }));
      },
    );
    app.post(
      '/students/folder-requests/:id/decision',
      {
        config: { access: { requires: ['students:edit'] } },
        schema: {
          params: z.object({
            id: z.coerce.number({ error: 'Give a request id.' }).int().positive('Give a request id.'),
          }),
          body: folderRequestDecisionInput,
          response: { 200: folderRequestQueueItem },
        },
      },
      async (request) => {
        const decided = await decideFolderRequest(
          ctx.db,
          request.params.id,
          request.body,
          actorOf(await requireAuth(request), request.ip),
        );
        // The student's e-mail is due now: wake this process's worker rather than wait for its poll.
        notifyJobsQueued();
        return decided;
      },
    );
  };
}
