import {
  decisionInput,
  extensionEvidenceView,
  extensionRequestInput,
  requestList,
  requestQueueList,
  requestView,
  STUDENT_REQUEST_TYPES,
  type StudentRequestType,
  studentRequestInput,
} from '@collegium/domain/student-requests';
import { abilitiesFor } from '@collegium/domain/abilities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { ownStudent } from '../../http/own-student.ts';
import { answerListView } from '../../lib/list-view.ts';
import { FileStore } from '../files/file-store.ts';
import { registerUploads } from '../files/uploads.ts';
import { decideRequest } from './operations/decide-request.ts';
import { sendEvidence, uploadEvidence } from './operations/evidence.ts';
import { requestExtension } from './operations/request-extension.ts';
import { submitRequest } from './operations/submit-request.ts';
import { requestKindOf, withdrawRequest } from './operations/withdraw-request.ts';
import { requestQueueQuery, requestQueueView } from './request-queue.ts';
import { KINDS, listRequests } from './request-list.ts';
import { registerRequestChangeJob } from './scheduled-changes.ts';

// Issue 5: the request engine (spec 2.6, 3, 5, 7.3). Each route is its schema, its access and one
// call of an operation in operations/.
//   Student (forms:student, own records only):
//     POST   /forms/student/extension-evidence                 multipart `file`: the evidence, answers its fileId
//     POST   /forms/student/extension-request/:engagementId/:sessionId/:moduleInstanceId/
//     GET    /forms/student/requests/Extension/:id/evidence   the caller's own evidence file
//     GET    /forms/student/requests                      every request of the caller, extensions too
//     GET    /forms/student/{ios,deferral,withdrawal}-request   the caller's requests of that type
//     POST   /forms/student/{ios,deferral,withdrawal}-request   a new one (one pending per type)
//     DELETE /forms/student/requests/:kind/:id            withdraws the caller's own pending request
//   Staff:
//     GET    /students/requests?type=&status=&hub=        (students:view) the queue
//     GET    /students/requests/Extension/:id/evidence (students:view)
//     POST   /students/requests/:kind/:id/decision        (students:edit) approve or decline with a note

const STUDENT = { access: { requires: ['forms:student'] } };
const PATH_TYPES: Record<string, StudentRequestType> = {
  'ios-request': 'IoS',
  'deferral-request': 'Deferral',
  'withdrawal-request': 'Withdrawal',
};
const idParam = (what: string) =>
  z.coerce
    .number({ error: `The ${what} id must be a whole number.` })
    .int()
    .positive();
const extensionParams = z.object({
  engagementId: idParam('engagement'),
  sessionId: idParam('session'),
  moduleInstanceId: idParam('module instance'),
});
const kindParams = z.object({ kind: z.enum(KINDS, { error: 'Unknown kind of request.' }), id: idParam('request') });
const requestIdParams = z.object({ id: idParam('request') });

export function studentRequestRoutes(ctx: AppContext) {
  const store = new FileStore(ctx.config.filesDir);
  registerRequestChangeJob();
  return async function register(fastify: FastifyInstance) {
    await registerUploads(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;
    const dateFormat = ctx.config.dateFormat;

    app.post(
      '/forms/student/extension-evidence',
      {
        config: STUDENT,
        schema: { response: { 201: extensionEvidenceView } },
      },
      async (request, reply) =>
        reply.code(201).send(await uploadEvidence(ctx, store, await ownStudent(db, request), request)),
    );
    app.get(
      '/forms/student/requests/Extension/:id/evidence',
      { config: STUDENT, schema: { params: requestIdParams } },
      async (request, reply) =>
        sendEvidence(db, store, request, reply, request.params.id, (await ownStudent(db, request)).id),
    );
    app.get(
      '/students/requests/Extension/:id/evidence',
      { config: { access: { requires: ['students:view'] } }, schema: { params: requestIdParams } },
      async (request, reply) => sendEvidence(db, store, request, reply, request.params.id),
    );

    app.post(
      '/forms/student/extension-request/:engagementId/:sessionId/:moduleInstanceId/',
      {
        config: STUDENT,
        schema: { params: extensionParams, body: extensionRequestInput, response: { 201: requestView } },
      },
      async (request, reply) =>
        reply.code(201).send(await requestExtension(ctx, await ownStudent(db, request), request.params, request.body)),
    );

    app.get(
      '/forms/student/requests',
      { config: STUDENT, schema: { response: { 200: requestList } } },
      async (request) => ({
        items: await listRequests(db, { studentId: (await ownStudent(db, request)).id }, dateFormat),
      }),
    );

    // spec 7.3: POST forms/student/requests (data) names its type; ios-request (spec 7.3) and
    // deferral-request, withdrawal-request (ours) imply it.
    app.post(
      '/forms/student/requests',
      {
        config: STUDENT,
        schema: {
          body: studentRequestInput.extend({
            type: z.enum(STUDENT_REQUEST_TYPES, { error: 'Choose Deferral, IoS or Withdrawal.' }),
          }),
          response: { 201: requestView },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await submitRequest(ctx, await ownStudent(db, request), request.body.type, request.body)),
    );

    for (const [path, type] of Object.entries(PATH_TYPES)) {
      app.get(
        `/forms/student/${path}`,
        { config: STUDENT, schema: { response: { 200: requestList } } },
        async (request) => ({
          items: await listRequests(db, { studentId: (await ownStudent(db, request)).id, type }, dateFormat),
        }),
      );
      app.post(
        `/forms/student/${path}`,
        { config: STUDENT, schema: { body: studentRequestInput, response: { 201: requestView } } },
        async (request, reply) =>
          reply.code(201).send(await submitRequest(ctx, await ownStudent(db, request), type, request.body)),
      );
    }

    app.delete(
      '/forms/student/requests/:kind/:id',
      { config: STUDENT, schema: { params: kindParams } },
      async (request, reply) => {
        await withdrawRequest(ctx, await ownStudent(db, request), request.params.kind, request.params.id);
        return reply.code(204).send();
      },
    );
    // spec 7.3: DELETE forms/student/requests/{id}, for the requests POSTed there (deferral, IoS,
    // withdrawal); an extension is withdrawn by kind, above, its ids being another table's.
    app.delete(
      '/forms/student/requests/:id',
      { config: STUDENT, schema: { params: requestIdParams } },
      async (request, reply) => {
        const me = await ownStudent(db, request);
        await withdrawRequest(ctx, me, await requestKindOf(db, request.params.id), request.params.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/students/requests',
      {
        config: { access: { requires: ['students:view'] } },
        schema: { querystring: requestQueueQuery, response: { 200: requestQueueList } },
      },
      async (request, reply) => {
        const { permissions } = (await requireAuth(request)).user;
        return answerListView(reply, requestQueueView(db, dateFormat), request.query, () => ({
          abilities: abilitiesFor('requests', permissions),
        }));
      },
    );

    app.post(
      '/students/requests/:kind/:id/decision',
      {
        config: { access: { requires: ['students:edit'] } },
        schema: { params: kindParams, body: decisionInput, response: { 200: requestView } },
      },
      async (request) =>
        decideRequest(
          ctx,
          request.params.kind,
          request.params.id,
          request.body,
          actorOf(await requireAuth(request), request.ip),
        ),
    );
  };
}
