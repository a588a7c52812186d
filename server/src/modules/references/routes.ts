import { dioceseUploadPageSchema, referenceRequestSchema } from '@collegium/domain/reference-links';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { FileStore } from '../files/file-store.ts';
import { readUpload, registerUploads } from '../files/uploads.ts';
import { describeDioceseLink, uploadDioceseEvidence } from './diocese-evidence.ts';
import { describeReference, submitReference } from './reference-form.ts';

// The public reference form behind a referee's link (docs/api-contract.md, "Applying"):
//   GET  {api}/references/form/:token    whom it is about; 410 used, replaced or expired
//   POST {api}/references/form/:token    the answers; 204, then the link answers 410
//   GET  {api}/references/diocese/:token  a diocese's evidence link: whose application, files sent
//   POST {api}/references/diocese/:token  multipart type, file: one more file (source Diocese)

const params = z.object({ token: z.string().min(10).max(100) });
export function referenceRoutes(ctx: AppContext) {
  const rateLimit = { max: ctx.config.loginRateLimit, timeWindow: '1 minute' };
  const store = new FileStore(ctx.config.filesDir);
  return async function routes(fastify: FastifyInstance) {
    await registerUploads(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/references/diocese/:token',
      {
        config: { access: { public: true }, rateLimit },
        schema: { params, response: { 200: dioceseUploadPageSchema } },
      },
      async (request) => describeDioceseLink(ctx, request.params.token),
    );
    app.post(
      '/references/diocese/:token',
      {
        config: { access: { public: true }, rateLimit },
        schema: { params, response: { 201: dioceseUploadPageSchema } },
      },
      async (request, reply) => {
        // The link is checked before the upload is read.
        await describeDioceseLink(ctx, request.params.token);
        const upload = await readUpload(request, ctx.config.documentMaxBytes);
        await uploadDioceseEvidence(ctx, store, request.params.token, upload, request.ip);
        return reply.code(201).send(await describeDioceseLink(ctx, request.params.token));
      },
    );
    app.get(
      '/references/form/:token',
      {
        config: { access: { public: true }, rateLimit },
        schema: { params, response: { 200: referenceRequestSchema } },
      },
      async (request) => describeReference(ctx, request.params.token),
    );
    app.post(
      '/references/form/:token',
      // The body is checked against the form schema for this course in the service (422 per field).
      { config: { access: { public: true }, rateLimit }, schema: { params, body: z.record(z.string(), z.unknown()) } },
      async (request, reply) => {
        await submitReference(ctx, request.params.token, request.body, request.ip);
        return reply.code(204).send();
      },
    );
  };
}
