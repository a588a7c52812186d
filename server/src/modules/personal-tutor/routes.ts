import { abilitiesFor } from '@collegium/domain/abilities';
import {
  assignTutorsInput,
  assignTutorsResult,
  meetingRequestInput,
  meetingRequestResult,
  myPersonalTutorSchema,
  tuteeListSchema,
} from '@collegium/domain/personal-tutor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { ownStudent } from '../../http/own-student.ts';
import { answerListView } from '../../lib/list-view.ts';
import { assignTutors } from './assign.ts';
import { readMyTutor, requestMeeting } from './my-tutor.ts';
import { tuteeListQuery, tuteeView, tutorChoices } from './tutee-list.ts';

// Issue 20, feature `personal-tutor` (these routes exist only while it is on):
//   GET  /forms/personal-tutor               the signed-in student's tutor and contact details (forms:student)
//   POST /forms/personal-tutor/meeting       asks the tutor for a meeting: an e-mail through the outbox (forms:student)
//   GET  /students/personal-tutors?status&tutor&programme&hub&search&sort&order&page[&export=excel]  (students:view)
//   PUT  /students/personal-tutors           one tutor (or none) for many students (students:edit, audited)

const STUDENT = { access: { requires: ['forms:student'] } };

export function personalTutorRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    if (!ctx.config.features.includes('personal-tutor')) return;
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get(
      '/forms/personal-tutor',
      { config: STUDENT, schema: { response: { 200: myPersonalTutorSchema } } },
      async (request) => readMyTutor(db, (await ownStudent(db, request)).id),
    );
    app.post(
      '/forms/personal-tutor/meeting',
      { config: STUDENT, schema: { body: meetingRequestInput, response: { 201: meetingRequestResult } } },
      async (request, reply) =>
        reply.code(201).send(await requestMeeting(ctx.db, await ownStudent(db, request), request.body)),
    );

    app.get(
      '/students/personal-tutors',
      {
        config: { access: { requires: ['students:view'] } },
        schema: { querystring: tuteeListQuery, response: { 200: tuteeListSchema } },
      },
      async (request, reply) => {
        const { user } = await requireAuth(request);
        return answerListView(reply, tuteeView(db), request.query, async () => ({
          tutors: await tutorChoices(db),
          abilities: abilitiesFor('personalTutors', user.permissions),
        }));
      },
    );
    app.put(
      '/students/personal-tutors',
      {
        config: { access: { requires: ['students:edit'] } },
        schema: { body: assignTutorsInput, response: { 200: assignTutorsResult } },
      },
      async (request) => assignTutors(ctx.db, request.body, actorOf(await requireAuth(request), request.ip)),
    );
  };
}
