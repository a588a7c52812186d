import {
  anonymiseBodySchema,
  privacyPersonSchema,
  privacySearchListSchema,
  privacySearchQuerySchema,
  subjectAccessExportSchema,
} from '@collegium/domain/privacy';
import {
  RETENTION_TYPES,
  retentionConfirmBodySchema,
  retentionOverviewSchema,
  retentionRuleBodySchema,
} from '@collegium/domain/retention';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { attachmentHeader } from '../../http/download-headers.ts';
import { FileStore } from '../files/file-store.ts';
import { auditActor } from '../../http/actor.ts';
import { sendStoredFile } from '../files/uploads.ts';
import { anonymisePerson } from './anonymise.ts';
import { searchPeople } from './person-search.ts';
import { personSummary } from './person-summary.ts';
import { confirmRetention, retentionOverview, setRetentionRule } from './retention.ts';
import { registerSubjectAccessJob } from './subject-access.ts';
import { askForSubjectAccess, subjectAccessDownload } from './subject-access-requests.ts';

// Issue 15, the person's own data (admin:admin): subject-access exports and anonymisation.

const ACCESS: { access: Access } = { access: { requires: ['admin:admin'] } };
const params = z.object({ id: z.coerce.number().int().positive() });
const typeParams = z.object({ type: z.enum(RETENTION_TYPES, { error: 'There is no such record type.' }) });

async function actorOf(request: FastifyRequest) {
  const a = auditActor(await requireAuth(request));
  return { userId: a.actorUserId, asUserId: a.asUserId, ip: request.ip };
}

export function privacyRoutes(ctx: AppContext) {
  registerSubjectAccessJob();
  const store = new FileStore(ctx.config.filesDir);
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/privacy/people',
      { config: ACCESS, schema: { querystring: privacySearchQuerySchema, response: { 200: privacySearchListSchema } } },
      async (request) => ({ items: await searchPeople(ctx.db.kysely, request.query.search) }),
    );

    app.get(
      '/privacy/people/:id',
      { config: ACCESS, schema: { params, response: { 200: privacyPersonSchema } } },
      async (request) => {
        const person = await personSummary(ctx.db, request.params.id);
        if (!person) throw notFound('There is no person with that id.');
        return person;
      },
    );

    app.post(
      '/privacy/people/:id/exports',
      { config: ACCESS, schema: { params, response: { 202: subjectAccessExportSchema } } },
      async (request, reply) =>
        reply.code(202).send(await askForSubjectAccess(ctx.db, request.params.id, await actorOf(request))),
    );

    app.get('/privacy/exports/:id/file', { config: ACCESS, schema: { params } }, async (request, reply) => {
      const file = await subjectAccessDownload(ctx.db.kysely, request.params.id, await actorOf(request));
      return sendStoredFile(request, reply, store, file, {
        'Content-Disposition': attachmentHeader(file.original_name),
      });
    });

    app.post(
      '/privacy/people/:id/anonymise',
      { config: ACCESS, schema: { params, body: anonymiseBodySchema, response: { 200: privacyPersonSchema } } },
      async (request) => {
        const actor = await actorOf(request);
        if (request.body.confirmId !== request.params.id) {
          throw validationFailed([
            { param: 'confirmId', message: 'Type the person’s id to confirm: it does not match.' },
          ]);
        }
        await anonymisePerson(ctx.db, request.params.id, request.body.reason, actor);
        return (await personSummary(ctx.db, request.params.id))!;
      },
    );

    app.get(
      '/privacy/retention',
      { config: ACCESS, schema: { response: { 200: retentionOverviewSchema } } },
      async () => retentionOverview(ctx.db.kysely),
    );

    app.put(
      '/privacy/retention/:type',
      {
        config: ACCESS,
        schema: { params: typeParams, body: retentionRuleBodySchema, response: { 200: retentionOverviewSchema } },
      },
      async (request) => setRetentionRule(ctx.db, request.params.type, request.body.months, await actorOf(request)),
    );

    app.post(
      '/privacy/retention/confirm',
      { config: ACCESS, schema: { body: retentionConfirmBodySchema, response: { 200: retentionOverviewSchema } } },
      async (request) => {
        await confirmRetention(ctx.db, store, request.body.recordType, request.body.ids, await actorOf(request));
        return retentionOverview(ctx.db.kysely);
      },
    );
  };
}
