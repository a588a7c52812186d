import { learningSupportList, myStudentRecordSchema, oneStudentSupport } from '@collegium/domain/my-students';
import { hasPermission } from '@collegium/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { photoGridQuery, photoGridSchema } from '@collegium/domain/photo-grid';
import { loadPhotoGrid } from '../photos/photo-grid.ts';
import { allPhotosHub } from './all-photos-scope.ts';
import { facultyIdsOf, isMyStudent } from './my-students-scope.ts';
import { myStudent, myStudentSupport, tuteesSupport } from './my-students-reads.ts';

// My Students (spec 2.4, 2.5): faculty's view of their own students (my-students-scope.ts).
//   GET /mystudents/allphotos          (mystudents:menu, mystudents:allphotos) every current student
//   GET /mystudents/photos             (mystudents:menu, students:faculty) my students
//   GET /mystudents/learningsupport    (mystudents:menu, students:faculty) my tutees' needs, audited
//   GET /mystudents/:id                (mystudents:view) one of my students; anyone else → 404
//   GET /mystudents/:id/learningsupport (mystudents:view) that student's needs, audited

const params = z.object({ id: z.coerce.number({ error: 'The student id must be a whole number.' }).int().positive() });

export function myStudentsRoutes(ctx: AppContext) {
  const db = ctx.db.kysely;
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const gridAbilities = (permissions: readonly string[]) => ({
      open: hasPermission(permissions, 'mystudents:view'),
      upload: false,
    });

    app.get(
      '/mystudents/allphotos',
      {
        config: { access: { requires: ['mystudents:menu', 'mystudents:allphotos'] } },
        schema: { querystring: photoGridQuery, response: { 200: photoGridSchema } },
      },
      async (request) => {
        const { user } = await requireAuth(request);
        const hub = await allPhotosHub(db, user);
        const query = hub === null ? request.query : { ...request.query, hub };
        // Cards open the tutor's record page only for their own students; the grid is wider.
        const grid = await loadPhotoGrid(db, query, null, { open: false, upload: false });
        return hub === null ? grid : { ...grid, hubs: [hub] };
      },
    );

    app.get(
      '/mystudents/photos',
      {
        config: { access: { requires: ['mystudents:menu', 'students:faculty'] } },
        schema: { querystring: photoGridQuery, response: { 200: photoGridSchema } },
      },
      async (request) => {
        const { user } = await requireAuth(request);
        const facultyIds = await facultyIdsOf(db, user.personId);
        return loadPhotoGrid(db, request.query, (eb) => isMyStudent(eb, facultyIds), gridAbilities(user.permissions));
      },
    );

    app.get(
      '/mystudents/learningsupport',
      {
        config: { access: { requires: ['mystudents:menu', 'students:faculty'] } },
        schema: { response: { 200: learningSupportList } },
      },
      async (request) => tuteesSupport(db, await requireAuth(request), request.ip),
    );

    app.get(
      '/mystudents/:id',
      {
        config: { access: { requires: ['mystudents:view'] } },
        schema: { params, response: { 200: myStudentRecordSchema } },
      },
      async (request) => myStudent(db, (await requireAuth(request)).user, request.params.id),
    );

    app.get(
      '/mystudents/:id/learningsupport',
      {
        config: { access: { requires: ['mystudents:view'] } },
        schema: { params, response: { 200: oneStudentSupport } },
      },
      async (request) => myStudentSupport(db, await requireAuth(request), request.params.id, request.ip),
    );
  };
}
