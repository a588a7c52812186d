import { abilitiesFor } from '@collegium/domain/abilities';
import { applicationReviewSchema } from '@collegium/domain/application-review';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dioceseRequestSchema } from '@collegium/domain/diocese-request';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import { linkMaker } from '../applicant/public-link.ts';
import { attachmentHeader } from '../../http/download-headers.ts';
import { downloadName } from '../documents/student-documents.ts';
import { FileStore } from '../files/file-store.ts';
import { sendStoredFile } from '../files/uploads.ts';
import { reviewRecord } from './review-record.ts';
import { evidenceFile, remindReferee, requestDioceseEvidence } from './review-requests.ts';
import { NOTES_MAX, quickAcceptApplication, setApplicationStatus, setSectionReview } from './review-writes.ts';
import { actorOf } from '../../http/actor.ts';

// Admissions' review of an application (spec 2.5, 4.4; docs/api-contract.md "Application review"):
//   GET  {api}/applications/:id/review                              the whole record (applications:view)
//   PUT  {api}/applications/:id/reviews/:section                    { status|null, notes, version }
//   POST {api}/applications/:id/quick-accept                        { version }
//   PUT  {api}/applications/:id/status                              { status, version }
//   POST {api}/applications/:id/references/:referenceId/:action     reminder | resend: a fresh link by e-mail
//   POST {api}/applications/:id/diocese-request                     { contactName, email }: (re)send the diocese its evidence link
//   GET  {api}/applications/:id/evidence/:evidenceId/file           an evidence file (applications:view)
// Writes need applications:edit and answer the record again.

const VIEW: { access: Access } = { access: { requires: ['applications:view'] } };
const EDIT: { access: Access } = { access: { requires: ['applications:edit'] } };

const id = z.coerce.number({ error: 'Give an application id.' }).int().positive('Give an application id.');
const params = z.object({ id });
const version = z.number({ error: 'Give the version you read.' }).int().positive('Give the version you read.');

const sectionBody = z.object({
  status: z.string({ error: 'Choose a review status or Not yet reviewed.' }).nullable(),
  notes: z
    .string({ error: 'Notes must be text.' })
    .max(NOTES_MAX, `Keep the notes to ${NOTES_MAX} characters.`)
    .default(''),
  version,
});

export function applicationReviewRoutes(ctx: AppContext) {
  const store = new FileStore(ctx.config.filesDir);
  const db = ctx.db.kysely;
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const answer = { 200: applicationReviewSchema };
    /** The record again, with what the caller may do with it. */
    const answerOf = async (request: FastifyRequest, id: number) => ({
      ...(await reviewRecord(db, id)),
      abilities: abilitiesFor('application', (await requireAuth(request)).user.permissions),
    });
    const sending = async (request: FastifyRequest) => ({
      config: ctx.config,
      link: linkMaker(ctx, request),
      actor: actorOf(await requireAuth(request), request.ip),
      ip: request.ip,
    });

    app.get('/applications/:id/review', { config: VIEW, schema: { params, response: answer } }, async (request) =>
      answerOf(request, request.params.id),
    );

    app.put(
      '/applications/:id/reviews/:section',
      {
        config: EDIT,
        schema: { params: z.object({ id, section: z.string().max(50) }), body: sectionBody, response: answer },
      },
      async (request) => {
        const auth = await requireAuth(request);
        await setSectionReview(
          ctx.db,
          request.params.id,
          request.params.section,
          request.body,
          actorOf(auth, request.ip),
        );
        return answerOf(request, request.params.id);
      },
    );

    app.post(
      '/applications/:id/quick-accept',
      { config: EDIT, schema: { params, body: z.object({ version }), response: answer } },
      async (request) => {
        const auth = await requireAuth(request);
        await quickAcceptApplication(ctx.db, request.params.id, request.body.version, actorOf(auth, request.ip));
        return answerOf(request, request.params.id);
      },
    );

    app.put(
      '/applications/:id/status',
      {
        config: EDIT,
        schema: {
          params,
          body: z.object({ status: z.string({ error: 'Choose a status.' }).min(1, 'Choose a status.'), version }),
          response: answer,
        },
      },
      async (request) => {
        const auth = await requireAuth(request);
        await setApplicationStatus(ctx.db, request.params.id, request.body, actorOf(auth, request.ip));
        return answerOf(request, request.params.id);
      },
    );

    app.post(
      '/applications/:id/references/:referenceId/:action',
      {
        config: EDIT,
        schema: {
          params: z.object({
            id,
            referenceId: z.coerce.number().int().positive(),
            action: z.enum(['reminder', 'resend'], { error: 'Choose reminder or resend.' }),
          }),
          response: answer,
        },
      },
      async (request) => {
        const { id: applicationId, referenceId, action } = request.params;
        await remindReferee(db, applicationId, referenceId, action, await sending(request));
        return answerOf(request, applicationId);
      },
    );

    app.post(
      '/applications/:id/diocese-request',
      { config: EDIT, schema: { params, body: dioceseRequestSchema, response: answer } },
      async (request) => {
        await requestDioceseEvidence(db, request.params.id, request.body, await sending(request));
        return answerOf(request, request.params.id);
      },
    );

    app.get(
      '/applications/:id/evidence/:evidenceId/file',
      { config: VIEW, schema: { params: z.object({ id, evidenceId: z.coerce.number().int().positive() }) } },
      async (request, reply) => {
        const file = await evidenceFile(db, request.params.id, request.params.evidenceId);
        return sendStoredFile(request, reply, store, file, {
          'Content-Disposition': attachmentHeader(downloadName(file.original_name, file.content_type)),
          'Cache-Control': 'private, no-cache',
        });
      },
    );
  };
}
