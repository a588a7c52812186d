import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { FileStore } from '../files/file-store.ts';
import { findStoredFile } from '../files/stored-files.ts';
import { readUpload, registerUploads, sendStoredFile } from '../files/uploads.ts';
import { reencodePhoto } from '../photos/photo-image.ts';
import { refuseWhileImpersonating } from './profile.ts';
import { noPicture, pictureFileOf, removePicture, replacePicture } from './profile-picture.ts';

// The profile picture (issue 15, user-profile route): any signed-in user's own, uploaded through
// the student photo's checks (JPEG or PNG that decodes, re-encoded to a clean JPEG, size limit).
//   GET    /profile/picture   the picture (404 when none)
//   POST   /profile/picture   multipart `file`
//   DELETE /profile/picture

export function profilePictureRoutes(ctx: AppContext) {
  const store = new FileStore(ctx.config.filesDir);
  const db = ctx.db.kysely;
  return async function register(fastify: FastifyInstance) {
    await registerUploads(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const signedIn = { access: { signedIn: true } } as const;

    app.get(
      '/profile/picture',
      { config: signedIn, schema: { querystring: z.object({ v: z.string().max(20).optional() }) } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const fileId = await pictureFileOf(db, auth.user.personId);
        const file = fileId === null ? undefined : await findStoredFile(db, fileId);
        if (!file) throw noPicture();
        return sendStoredFile(request, reply, store, file, { 'Cache-Control': 'private, no-cache' });
      },
    );

    app.post(
      '/profile/picture',
      { config: signedIn, schema: { response: { 201: z.object({ picture: z.string() }) } } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        refuseWhileImpersonating(auth);
        const upload = await readUpload(request, ctx.config.photoMaxBytes);
        const jpeg = await reencodePhoto(upload.bytes);
        const { stored, oldKey } = await replacePicture(
          ctx,
          store,
          auth,
          { jpeg, filename: upload.filename },
          request.ip,
        );
        if (oldKey)
          await store
            .remove(oldKey)
            .catch((error: unknown) => request.log.warn({ err: error }, 'old picture not removed'));
        return reply.code(201).send({ picture: `${ctx.config.apiPrefix}/profile/picture?v=${stored.id}` });
      },
    );

    app.delete('/profile/picture', { config: signedIn }, async (request, reply) => {
      const auth = await requireAuth(request);
      refuseWhileImpersonating(auth);
      const key = await removePicture(db, auth, request.ip);
      if (key)
        await store
          .remove(key)
          .catch((error: unknown) => request.log.warn({ err: error }, 'picture bytes not removed'));
      return reply.code(204).send();
    });
  };
}
