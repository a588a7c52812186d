import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { forbidden } from '../../http/errors.ts';
import { pathId } from './path-id.ts';
import { canMarkOn, canSeeStudentsOf } from './teaching-access.ts';
import { facultyTeachingResponse, instanceStudentsResponse, moduleInstancesResponse } from '@collegium/domain/teaching';
import { facultyTeaching, instanceStudents, moduleInstances } from './teaching-read.ts';
import { abilitiesFor } from '@collegium/domain/abilities';
import { studentModulesResponse } from '@collegium/domain/student-modules';
import { expectedStudentsOf } from './expected-modules.ts';
import { studentModules } from './student-modules.ts';

// The teaching behind the module and faculty record pages (spec 2.5, issue 4): a module's
// instances, the students of one instance, a faculty member's instances and tutees.

const params = z.object({ id: z.string() });

export function teachingRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get(
      '/modules/:id/instances',
      {
        config: { access: { requires: ['modules:view'] } },
        schema: { params, response: { 200: moduleInstancesResponse } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const moduleId = pathId(request.params.id, 'module');
        const items = await moduleInstances(db, moduleId);
        return {
          moduleId,
          items: items.map(({ tutorPersonId, ...item }) => ({
            ...item,
            canViewStudents: canSeeStudentsOf(auth.user, tutorPersonId),
            canMark: canMarkOn(auth.user, tutorPersonId),
          })),
          abilities: abilitiesFor('modulePlanning', auth.user.permissions),
        };
      },
    );

    app.get(
      '/module-instances/:id/students',
      {
        config: { access: { requires: ['modules:view'] } },
        schema: { params, response: { 200: instanceStudentsResponse } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const found = await instanceStudents(db, pathId(request.params.id, 'module instance'));
        if (!canSeeStudentsOf(auth.user, found.tutorPersonId)) {
          throw forbidden(
            'Only staff who can see student records, or the tutor of this module, can see who is enrolled.',
          );
        }
        const abilities = abilitiesFor('modulePlaces', auth.user.permissions);
        return {
          instance: found.instance,
          items: found.items,
          expected: abilities.canPlace ? await expectedStudentsOf(db, found.instance.id) : [],
          abilities,
        };
      },
    );

    // Issue 18: the student record's Modules tab (places per session; registry also sees what can be placed).
    app.get(
      '/students/:id/modules',
      {
        config: { access: { requires: ['students:view'] } },
        schema: { params, response: { 200: studentModulesResponse } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const { canPlace } = abilitiesFor('modulePlaces', auth.user.permissions);
        return studentModules(db, pathId(request.params.id, 'student'), canPlace);
      },
    );

    app.get(
      '/faculty/:id/teaching',
      {
        config: { access: { requires: ['faculty:view'] } },
        schema: { params, response: { 200: facultyTeachingResponse } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const facultyId = pathId(request.params.id, 'member of faculty');
        const teaching = await facultyTeaching(db, facultyId);
        const { personId, tutees, ...rest } = teaching;
        return {
          facultyId,
          ...rest,
          tuteeCount: tutees.length,
          tutees: canSeeStudentsOf(auth.user, personId) ? tutees : null,
        };
      },
    );
  };
}
