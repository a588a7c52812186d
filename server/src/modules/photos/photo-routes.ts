import { hasPermission } from '@collegium/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { FileStore } from '../files/file-store.ts';
import { readUpload, registerUploads, sendStoredFile } from '../files/uploads.ts';
import { canSeePhoto } from './photo-access.ts';
import { photoGridQuery, photoGridSchema, uploadedPhotoSchema } from '@collegium/domain/photo-grid';
import { loadPhotoGrid } from './photo-grid.ts';
import { reencodePhoto } from './photo-image.ts';
import { noPhoto, photoFileOf, removePhoto, replacePhoto, requireStudent } from './photo-store.ts';

// A student's photo (issue 4): uploaded by the registry, shown wherever the student is, and the
// students/photos grid of spec 2.4.
//   GET    /students/photos          (students:menu) a page of photo cards
//   GET    /students/:id/photo       the image, for whoever may see the student (photo-access.ts)
//   POST   /students/:id/photo       (students:edit) multipart `file`: JPEG or PNG, re-encoded
//   DELETE /students/:id/photo       (students:edit)

const params = z.object({ id: z.coerce.number({ error: 'The student id must be a whole number.' }).int().positive() });
const photoQuery = z.object({ v: z.string().max(20).optional() });

export function photoRoutes(ctx: AppContext) {
  const store = new FileStore(ctx.config.filesDir);
  const db = ctx.db.kysely;
  return async function register(fastify: FastifyInstance) {
    await registerUploads(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/students/photos',
      {
        config: { access: { requires: ['students:menu'] } },
        schema: { querystring: photoGridQuery, response: { 200: photoGridSchema } },
      },
      async (request) => {
        const { user } = await requireAuth(request);
        return loadPhotoGrid(db, request.query, null, {
          open: hasPermission(user.permissions, 'students:view'),
          upload: hasPermission(user.permissions, 'students:edit'),
        });
      },
    );

    app.get(
      '/students/:id/photo',
      { config: { access: { signedIn: true } }, schema: { params, querystring: photoQuery } },
      async (request, reply) => {
        const { user } = await requireAuth(request);
        const id = request.params.id;
        if (!(await canSeePhoto(db, user, id))) throw noPhoto();
        const file = await photoFileOf(db, id);
        if (!file) throw noPhoto();
        // A URL naming the current photo (?v=<file id>) never changes its bytes, so it may be kept.
        const pinned = request.query.v === String(file.id);
        return sendStoredFile(request, reply, store, file, {
          'Cache-Control': pinned ? 'private, max-age=31536000, immutable' : 'private, no-cache',
        });
      },
    );

    app.post(
      '/students/:id/photo',
      {
        config: { access: { requires: ['students:edit'] } },
        schema: { params, response: { 201: uploadedPhotoSchema } },
      },
      async (request, reply) => {
        const auth = await requireAuth(request);
        await requireStudent(db, request.params.id);
        const upload = await readUpload(request, ctx.config.photoMaxBytes);
        const jpeg = await reencodePhoto(upload.bytes);
        const { stored, oldKey } = await replacePhoto(
          ctx,
          store,
          auth,
          request.params.id,
          { jpeg, filename: upload.filename, uploadedSize: upload.bytes.length },
          request.ip,
        );
        if (oldKey)
          await store
            .remove(oldKey)
            .catch((error: unknown) => request.log.warn({ err: error }, 'old photo not removed'));
        return reply.code(201).send({ photoVersion: stored.id, size: stored.size });
      },
    );

    app.delete(
      '/students/:id/photo',
      { config: { access: { requires: ['students:edit'] } }, schema: { params } },
      async (request, reply) => {
        const key = await removePhoto(db, await requireAuth(request), request.params.id, request.ip);
        if (key)
          await store
            .remove(key)
            .catch((error: unknown) => request.log.warn({ err: error }, 'photo bytes not removed'));
        return reply.code(204).send();
      },
    );
  };
}
