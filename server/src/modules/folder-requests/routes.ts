import {
  folderRequestInput,
  folderRequestDecisionInput,
  folderRequestQueueItem,
  folderRequestQueueList,
  folderRequestView,
} from '@collegium/domain/student-finance';
import { abilitiesFor } from '@collegium/domain/abilities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { ownStudent } from '../../http/own-student.ts';
import { answerListView } from '../../lib/list-view.ts';
import { notifyJobsQueued } from '../jobs/wake.ts';
import { folderRequestQuery, folderRequestsView } from './folder-request-list.ts';
import { decideFolderRequest, listFolderRequests, requestFolder } from './folder-requests.ts';

// Spec 7.3: a student asks for a copy of their folder; the registry sends it or declines it.
// The student's calls work on the signed-in student only (own-student.ts).
//   GET  /forms/student/folder-request, PUT                   (forms:student)
//   GET  /students/folder-requests?status=&search=&sort=&page=&export= (students:view) pending by default
//   POST /students/folder-requests/:id/decision               (students:edit) Sent, or Declined with a note

const STUDENT = { access: { requires: ['forms:student'] } };

export function folderRequestRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get(
      '/forms/student/folder-request',
      { config: STUDENT, schema: { response: { 200: z.object({ items: z.array(folderRequestView) }) } } },
      async (request) => listFolderRequests(db, (await ownStudent(db, request)).id),
    );
    // spec 7.3: GET and PUT; a PUT asks for the folder (one request may wait at a time).
    app.put(
      '/forms/student/folder-request',
      { config: STUDENT, schema: { body: folderRequestInput, response: { 200: folderRequestView } } },
      async (request) => requestFolder(ctx.db, await ownStudent(db, request), request.body),
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
        const { permissions } = (await requireAuth(request)).user;
        return answerListView(reply, folderRequestsView(db), request.query, () => ({
          abilities: abilitiesFor('requests', permissions),
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
