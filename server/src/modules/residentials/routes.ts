import { academicYearOf } from '@collegium/domain/academic-year';
import { abilitiesFor } from '@collegium/domain/abilities';
import { hasPermission } from '@collegium/domain/permissions';
import {
  registerInputSchema,
  registerSchema,
  residentialInputSchema,
  residentialListSchema,
  studentAttendanceSchema,
} from '@collegium/domain/residential-attendance';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type AuthContext, requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { forbidden } from '../../http/errors.ts';
import { studentIdParam } from '../../http/student-id-param.ts';
import {
  findResidential,
  instanceOptions,
  instanceTutor,
  listResidentials,
  readRegister,
  studentAttendance,
} from './residential-read.ts';
import { addResidential, saveRegister } from './residential-writes.ts';

// Issue 20, feature `residentialAttendance` (these routes exist only while it is on). Registry
// (students:edit) keeps every register; a tutor (mystudents:menu) those of the instances they teach.
//   GET  /residentials                  the residentials the caller keeps, and instances to add one to
//   POST /residentials                  adds one to an instance (audited)
//   GET  /residentials/:id              its register: each student on the instance and their mark
//   PUT  /residentials/:id/register     saves marks in one transaction (audited; 409 on a stale version)
//   GET  /students/:id/residential-attendance   the student's attendance, for the record (students:view)

const KEEPERS = { access: { requires: [['students:edit', 'mystudents:menu']] } };
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const NOT_YOURS = 'Only registry or the tutor of this module instance can keep its residentials.';

/** null: the caller keeps every register; else the person whose instances they keep. */
const scopeOf = (auth: AuthContext) =>
  hasPermission(auth.user.permissions, 'students:edit') ? null : auth.user.personId;

export function residentialRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    if (!ctx.config.features.includes('residentialAttendance')) return;
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;
    const mayKeep = (auth: AuthContext, tutorPersonId: number | null) => {
      const scope = scopeOf(auth);
      if (scope !== null && scope !== tutorPersonId) throw forbidden(NOT_YOURS);
    };

    app.get(
      '/residentials',
      { config: KEEPERS, schema: { response: { 200: residentialListSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        const scope = scopeOf(auth);
        return {
          residentials: await listResidentials(db, scope),
          instances: await instanceOptions(db, academicYearOf(new Date()) - 1, scope),
          abilities: abilitiesFor('residentialAttendance', auth.user.permissions),
        };
      },
    );
    app.post(
      '/residentials',
      { config: KEEPERS, schema: { body: residentialInputSchema, response: { 201: registerSchema } } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        mayKeep(auth, await instanceTutor(db, request.body.moduleInstanceId));
        const id = await addResidential(ctx.db, request.body, actorOf(auth, request.ip));
        return reply.code(201).send(await readRegister(db, id));
      },
    );
    app.get(
      '/residentials/:id',
      { config: KEEPERS, schema: { params: idParams, response: { 200: registerSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        mayKeep(auth, (await findResidential(db, request.params.id)).tutorPersonId);
        return readRegister(db, request.params.id);
      },
    );
    app.put(
      '/residentials/:id/register',
      { config: KEEPERS, schema: { params: idParams, body: registerInputSchema, response: { 200: registerSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        mayKeep(auth, (await findResidential(db, request.params.id)).tutorPersonId);
        await saveRegister(ctx.db, request.params.id, request.body, actorOf(auth, request.ip));
        return readRegister(db, request.params.id);
      },
    );
    app.get(
      '/students/:id/residential-attendance',
      { config: { access: { requires: ['students:view'] } }, schema: { response: { 200: studentAttendanceSchema } } },
      async (request) => studentAttendance(db, studentIdParam(request)),
    );
  };
}
