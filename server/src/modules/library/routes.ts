import { libraryAccountInput, libraryAccountView, portalLibraryView } from '@collegium/domain/library';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { ownStudent } from '../../http/own-student.ts';
import { studentIdParam } from '../../http/student-id-param.ts';
import { readLibraryAccount, readOwnLibrary, saveLibraryAccount } from './library-accounts.ts';

// Issue 20, feature `library` (these routes exist only while it is on):
//   GET /forms/student/library     the signed-in student's account number and catalogue link (forms:student)
//   GET /students/:id/library      a student's account (students:view), with abilities.canEdit
//   PUT /students/:id/library      sets or clears the number (students:edit; audited; 409 when another student has it)

export function libraryRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    if (!ctx.config.features.includes('library')) return;
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;
    const template = ctx.config.libraryUrlTemplate;

    app.get(
      '/forms/student/library',
      { config: { access: { requires: ['forms:student'] } }, schema: { response: { 200: portalLibraryView } } },
      async (request) => readOwnLibrary(db, (await ownStudent(db, request)).id, template),
    );
    app.get(
      '/students/:id/library',
      { config: { access: { requires: ['students:view'] } }, schema: { response: { 200: libraryAccountView } } },
      async (request) =>
        readLibraryAccount(db, studentIdParam(request), template, (await requireAuth(request)).user.permissions),
    );
    app.put(
      '/students/:id/library',
      {
        config: { access: { requires: ['students:edit'] } },
        schema: { body: libraryAccountInput, response: { 200: libraryAccountView } },
      },
      async (request) =>
        saveLibraryAccount(
          ctx.db,
          studentIdParam(request),
          request.body,
          actorOf(await requireAuth(request), request.ip),
          template,
        ),
    );
  };
}
