import { academicYearOf } from '@collegium/domain/academic-year';
import { abilitiesFor } from '@collegium/domain/abilities';
import {
  formationGroupInput,
  formationGroupsQuery,
  formationGroupsView,
  formationGroupView,
  formationMembersInput,
  ledGroupsView,
  ownFormationGroupView,
} from '@collegium/domain/formation-groups';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { ownStudent } from '../../http/own-student.ts';
import {
  addMembers,
  facultyOf,
  leaderOptions,
  ownGroup,
  readGroups,
  removeMember,
  saveGroup,
} from './formation-groups.ts';

// Issue 20, feature `formation-groups` (these routes exist only while it is on):
//   GET    /formation-groups?academicYear=            a year's groups, leaders to choose from (students:view)
//   POST   /formation-groups, PUT /formation-groups/:id  create or change a group (students:edit; audited)
//   POST   /formation-groups/:id/members             adds students by partner id (students:edit; 409 if in another group that year)
//   DELETE /formation-groups/:id/members/:studentId  removes one (students:edit)
//   GET    /formation-groups/led              the groups the signed-in member of faculty leads this year (mystudents:menu)
//   GET    /forms/student/formation-group            the signed-in student's group and leader this year (forms:student)

const VIEW = { access: { requires: ['students:view'] } };
const EDIT = { access: { requires: ['students:edit'] } };
const positive = (what: string) =>
  z.coerce
    .number({ error: `Give ${what}.` })
    .int(`Give ${what}.`)
    .positive(`Give ${what}.`)
    .max(2_147_483_647);
const groupParam = z.object({ id: positive('a group id') });
const memberParam = z.object({ id: positive('a group id'), studentId: positive('a student id') });

export function formationGroupRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    if (!ctx.config.features.includes('formation-groups')) return;
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;
    const actor = async (request: Parameters<typeof requireAuth>[0]) => actorOf(await requireAuth(request), request.ip);

    app.get(
      '/formation-groups',
      { config: VIEW, schema: { querystring: formationGroupsQuery, response: { 200: formationGroupsView } } },
      async (request) => {
        const academicYear = request.query.academicYear ?? academicYearOf(new Date());
        return {
          academicYear,
          groups: await readGroups(db, { academicYear }),
          leaders: await leaderOptions(db),
          abilities: abilitiesFor('formationGroups', (await requireAuth(request)).user.permissions),
        };
      },
    );
    app.post(
      '/formation-groups',
      { config: EDIT, schema: { body: formationGroupInput, response: { 201: formationGroupView } } },
      async (request, reply) => reply.code(201).send(await saveGroup(ctx.db, null, request.body, await actor(request))),
    );
    app.put(
      '/formation-groups/:id',
      {
        config: EDIT,
        schema: { params: groupParam, body: formationGroupInput, response: { 200: formationGroupView } },
      },
      async (request) => saveGroup(ctx.db, request.params.id, request.body, await actor(request)),
    );
    app.post(
      '/formation-groups/:id/members',
      {
        config: EDIT,
        schema: { params: groupParam, body: formationMembersInput, response: { 200: formationGroupView } },
      },
      async (request) => addMembers(ctx.db, request.params.id, request.body, await actor(request)),
    );
    app.delete(
      '/formation-groups/:id/members/:studentId',
      { config: EDIT, schema: { params: memberParam, response: { 200: formationGroupView } } },
      async (request) => removeMember(ctx.db, request.params.id, request.params.studentId, await actor(request)),
    );
    app.get(
      '/formation-groups/led',
      { config: { access: { requires: ['mystudents:menu'] } }, schema: { response: { 200: ledGroupsView } } },
      async (request) => {
        const academicYear = academicYearOf(new Date());
        const faculty = await facultyOf(db, (await requireAuth(request)).user.personId);
        return {
          academicYear,
          groups: faculty === null ? [] : await readGroups(db, { academicYear, leaderFacultyId: faculty }),
        };
      },
    );
    app.get(
      '/forms/student/formation-group',
      { config: { access: { requires: ['forms:student'] } }, schema: { response: { 200: ownFormationGroupView } } },
      async (request) => ownGroup(db, (await ownStudent(db, request)).id, academicYearOf(new Date())),
    );
  };
}
