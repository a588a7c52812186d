import { hasPermission } from '@collegium/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { type AuthContext, requireAuth } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { loadPhotoGrid, photoGridQuery, photoGridSchema } from '../photos/photo-grid.ts';
import { allPhotosHub } from './all-photos-scope.ts';
import { learningSupportNeed, loadStudentSupport, loadSupportOf, tuteeSupport } from './learning-support.ts';
import { facultyIdsOf, isMyStudent, isTutee } from './my-students-scope.ts';
import { loadMyStudentRecord, myStudentRecordSchema } from './my-student-record.ts';
import { auditActor } from '../../http/actor.ts';

// My Students (spec 2.4, 2.5): faculty's view of their own students (my-students-scope.ts).
//   GET /mystudents/allphotos          (mystudents:menu, mystudents:allphotos) every current student
//   GET /mystudents/photos             (mystudents:menu, students:faculty) my students
//   GET /mystudents/learningsupport    (mystudents:menu, students:faculty) my tutees' needs, audited
//   GET /mystudents/:id                (mystudents:view) one of my students; anyone else → 404
//   GET /mystudents/:id/learningsupport (mystudents:view) that student's needs, audited

const params = z.object({ id: z.coerce.number({ error: 'The student id must be a whole number.' }).int().positive() });
const learningSupportList = z.object({
  /** How many tutees the viewer has. */
  tutees: z.number(),
  /** Those with recorded needs, by surname. */
  items: z.array(tuteeSupport),
});
const oneStudentSupport = z.object({ need: learningSupportNeed.nullable() });

const notMine = () => notFound('There is no such student among your students.');

/** Writes one audit entry per student whose learning-support needs were shown (special category). */
async function auditSupportRead(
  db: Kysely<Database> | Transaction<Database>,
  auth: AuthContext,
  studentIds: readonly number[],
  via: string,
  ip: string,
) {
  for (const id of studentIds) {
    await recordAudit(db, {
      ...auditActor(auth),
      entity: 'students',
      entityId: id,
      action: 'learning-support.read',
      changes: { via },
      ip,
    });
  }
}

export function myStudentsRoutes(ctx: AppContext) {
  const db = ctx.db.kysely;
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const gridAbilities = (permissions: string[]) => ({
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
      async (request) => {
        const auth = await requireAuth(request);
        const facultyIds = await facultyIdsOf(db, auth.user.personId);
        const tutees = await db
          .selectFrom('students as s')
          .select('s.id')
          .where((eb) => isTutee(eb, facultyIds))
          .execute();
        return db.transaction().execute(async (trx) => {
          const items = await loadSupportOf(
            trx,
            tutees.map((t) => Number(t.id)),
          );
          await auditSupportRead(
            trx,
            auth,
            items.map((i) => i.studentId),
            'mystudents/learningsupport',
            request.ip,
          );
          return { tutees: tutees.length, items };
        });
      },
    );

    app.get(
      '/mystudents/:id',
      {
        config: { access: { requires: ['mystudents:view'] } },
        schema: { params, response: { 200: myStudentRecordSchema } },
      },
      async (request) => {
        const { user } = await requireAuth(request);
        const facultyIds = await facultyIdsOf(db, user.personId);
        const inScope = await db
          .selectFrom('students as s')
          .select('s.id')
          .where('s.id', '=', request.params.id)
          .where((eb) => isMyStudent(eb, facultyIds))
          .executeTakeFirst();
        const record = inScope ? await loadMyStudentRecord(db, request.params.id, facultyIds) : undefined;
        if (!record) throw notMine();
        return record;
      },
    );

    app.get(
      '/mystudents/:id/learningsupport',
      {
        config: { access: { requires: ['mystudents:view'] } },
        schema: { params, response: { 200: oneStudentSupport } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const facultyIds = await facultyIdsOf(db, auth.user.personId);
        const id = request.params.id;
        const inScope = await db
          .selectFrom('students as s')
          .select('s.id')
          .where('s.id', '=', id)
          .where((eb) => isMyStudent(eb, facultyIds))
          .executeTakeFirst();
        if (!inScope) throw notMine();
        return db.transaction().execute(async (trx) => {
          const need = await loadStudentSupport(trx, id);
          await auditSupportRead(trx, auth, [id], 'mystudents/record', request.ip);
          return { need };
        });
      },
    );
  };
}
