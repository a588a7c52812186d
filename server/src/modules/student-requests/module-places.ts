import { academicYearOf } from '@collegium/domain/academic-year';
import { type ModulePlaces, modulePlaces } from '@collegium/domain/student-requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { ownStudent } from '../../http/own-student.ts';
import { effectiveDueDate } from '../student-record/student-assignments.ts';

// Issue 5: GET /forms/student/module-places. The extension screens let the student choose among
// their own module places of this academic year (a place still being studied: outcome Enrolled),
// with the engagement, session and module instance ids the extension request names, and each
// module's assignments with the due dates and any extension pending or granted. Scoped to the
// signed-in student: no id is read from the request. Issue 19: with the day each was handed in,
// so work handed in and past due is not offered.

const SHOWN_EXTENSIONS = ['Pending', 'Approved'];

type Places = ModulePlaces['items'];

export async function loadModulePlaces(db: Kysely<Database>, studentId: number, year: number): Promise<Places> {
  const places = await db
    .selectFrom('results as r')
    .innerJoin('engagements as e', 'e.id', 'r.engagement_id')
    .innerJoin('module_instances as mi', 'mi.id', 'r.module_instance_id')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .leftJoin('engagement_sessions as es', (j) =>
      j.onRef('es.engagement_id', '=', 'e.id').onRef('es.academic_year', '=', 'mi.academic_year'),
    )
    .select([
      'r.engagement_id',
      'r.session_id',
      'es.id as year_session_id',
      'r.module_instance_id',
      'm.code',
      'm.title',
    ])
    .where('e.student_id', '=', studentId)
    .where('mi.academic_year', '=', year)
    .where('r.outcome', '=', 'Enrolled')
    .orderBy('m.code')
    .orderBy('r.id')
    .execute();
  if (places.length === 0) return [];
  const instanceIds = [...new Set(places.map((p) => p.module_instance_id))];
  const engagementIds = [...new Set(places.map((p) => p.engagement_id))];
  const assignments = await db
    .selectFrom('assignments')
    .select(['id', 'module_instance_id', 'title', 'due_date'])
    .where('module_instance_id', 'in', instanceIds)
    .orderBy('due_date')
    .orderBy('id')
    .execute();
  const submissions = await db
    .selectFrom('submissions')
    .select(['assignment_id', 'engagement_id', 'submitted_on'])
    .where('engagement_id', 'in', engagementIds)
    .where('assignment_id', 'in', assignments.length > 0 ? assignments.map((a) => a.id) : [0])
    .where('submitted_on', 'is not', null)
    .execute();
  const extensions = await db
    .selectFrom('extensions')
    .select(['id', 'engagement_id', 'assignment_id', 'status', 'length', 'requested_at', 'new_due_date'])
    .where('engagement_id', 'in', engagementIds)
    .where('status', 'in', SHOWN_EXTENSIONS)
    .where('assignment_id', 'is not', null)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

  const items: Places = [];
  for (const p of places) {
    const sessionId = p.session_id ?? p.year_session_id;
    if (sessionId === null) continue; // No session this year: nothing an extension could name.
    items.push({
      engagementId: p.engagement_id,
      sessionId,
      moduleInstanceId: p.module_instance_id,
      module: { code: p.code, title: p.title },
      assignments: assignments
        .filter((a) => a.module_instance_id === p.module_instance_id)
        .map((a) => {
          const own = extensions
            .filter((x) => x.assignment_id === a.id && x.engagement_id === p.engagement_id)
            .map((x) => ({
              id: x.id,
              status: x.status,
              length: x.length,
              requestedAt: x.requested_at,
              newDueDate: x.new_due_date,
            }));
          return {
            id: a.id,
            title: a.title,
            dueDate: a.due_date,
            effectiveDueDate: effectiveDueDate(a.due_date, own),
            submittedOn:
              submissions.find((x) => x.assignment_id === a.id && x.engagement_id === p.engagement_id)?.submitted_on ??
              null,
            extensions: own,
          };
        }),
    });
  }
  return items;
}

export function modulePlaceRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/forms/student/module-places',
      { config: { access: { requires: ['forms:student'] } }, schema: { response: { 200: modulePlaces } } },
      async (request) => {
        const me = await ownStudent(ctx.db.kysely, request);
        return {
          evidenceMaxBytes: ctx.config.documentMaxBytes,
          items: await loadModulePlaces(ctx.db.kysely, me.id, academicYearOf(new Date())),
        };
      },
    );
  };
}
