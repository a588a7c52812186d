import {
  IMPORT_KINDS,
  importMappingBodySchema,
  importRunListSchema,
  importRunSchema,
  importSourceSchema,
} from '@collegium/domain/data-import';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { FileStore } from '../files/file-store.ts';
import { auditActor } from '../../http/actor.ts';
import { findStoredFile } from '../files/stored-files.ts';
import { readUpload, registerUploads, sendStoredFile } from '../files/uploads.ts';
import { attachmentHeader } from '../../http/download-headers.ts';
import { importFields } from './import-kinds.ts';
import { registerImportJob } from './import-job.ts';
import { checkImport, commitImport, uploadImport, type Actor } from './import-operations.ts';
import { findRun, listRuns, runView } from './import-runs.ts';

// Administration > Import (spec 2.4 admin/import, admin:sysadmin; issue 15).

const ACCESS: { access: Access } = { access: { requires: ['admin:sysadmin'] } };
const params = z.object({ id: z.coerce.number().int().positive() });
const uploadFields = z.object({
  kind: z.enum(IMPORT_KINDS, { error: 'Choose what the file holds.' }),
  source: importSourceSchema,
});

async function actorOf(request: FastifyRequest): Promise<Actor> {
  const auth = await requireAuth(request);
  const a = auditActor(auth);
  return { userId: a.actorUserId, asUserId: a.asUserId, ip: request.ip };
}

export function importRoutes(ctx: AppContext) {
  registerImportJob();
  const store = new FileStore(ctx.config.filesDir);
  return async function register(fastify: FastifyInstance) {
    await registerUploads(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/imports', { config: ACCESS, schema: { response: { 200: importRunListSchema } } }, async () => ({
      items: await listRuns(ctx.db.kysely),
    }));

    app.get('/imports/fields', { config: ACCESS }, async () =>
      Object.fromEntries(IMPORT_KINDS.map((k) => [k, importFields(k)])),
    );

    app.post('/imports', { config: ACCESS, schema: { response: { 201: importRunSchema } } }, async (request, reply) => {
      const actor = await actorOf(request);
      const upload = await readUpload(request, ctx.config.importMaxBytes);
      const fields = uploadFields.safeParse(upload.fields);
      if (!fields.success)
        throw validationFailed(
          fields.error.issues.map((i) => ({ param: String(i.path[0] ?? 'body'), message: i.message })),
        );
      const run = await uploadImport(ctx, { ...fields.data, fileName: upload.filename, bytes: upload.bytes }, actor);
      return reply.code(201).send(run);
    });

    app.get(
      '/imports/:id',
      { config: ACCESS, schema: { params, response: { 200: importRunSchema } } },
      async (request) => {
        const run = await findRun(ctx.db.kysely, request.params.id);
        if (!run) throw notFound('There is no import with that id.');
        return runView(run);
      },
    );

    app.post(
      '/imports/:id/check',
      { config: ACCESS, schema: { params, body: importMappingBodySchema, response: { 200: importRunSchema } } },
      async (request) => checkImport(ctx, request.params.id, request.body.mapping, await actorOf(request)),
    );

    app.post(
      '/imports/:id/commit',
      { config: ACCESS, schema: { params, response: { 202: importRunSchema } } },
      async (request, reply) => {
        const run = await commitImport(ctx, request.params.id, await actorOf(request));
        return reply.code(202).send(run);
      },
    );

    app.get('/imports/:id/failed-rows', { config: ACCESS, schema: { params } }, async (request, reply) => {
      const run = await findRun(ctx.db.kysely, request.params.id);
      if (!run || run.failed_file_id === null) throw notFound('This import has no failed rows.');
      const file = await findStoredFile(ctx.db.kysely, run.failed_file_id);
      if (!file) throw notFound('The failed rows file could not be found.');
      return sendStoredFile(request, reply, store, file, {
        'Content-Disposition': attachmentHeader(file.original_name),
      });
    });
  };
}
