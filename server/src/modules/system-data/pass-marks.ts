import {
  type EditPassMark,
  editPassMarkSchema,
  type PassMarks,
  type PassMarksEditor,
  passMarkFor,
  passMarksSchema,
} from '@collegium/domain/pass-marks';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type Access, type AuthContext, requireAuth } from '../../http/access.ts';
import { conflict, notFound } from '../../http/errors.ts';

// Issue 18, System data → Pass marks (admin:admin): the pass mark of each level, which the module
// results read (`passMarkOf`). GET /system-data/pass-marks, PUT /system-data/pass-marks/:level
// with the version read (409 when stale); every change is audited as `pass_marks`.

const access = { access: { requires: ['admin:admin'] } } satisfies { access: Access };
const params = z.object({ level: z.string().max(10) });

export async function readPassMarks(db: Kysely<Database>): Promise<PassMarksEditor> {
  const rows = await db.selectFrom('pass_marks').select(['level', 'mark', 'version']).orderBy('level').execute();
  return { levels: rows };
}

/** The pass mark of a module level as System data holds it now. */
export async function passMarkOf(db: Kysely<Database>, level: string | null): Promise<number> {
  const marks: PassMarks = Object.fromEntries((await readPassMarks(db)).levels.map((r) => [r.level, r.mark]));
  return passMarkFor(level, marks);
}

export async function editPassMark(db: Db, level: string, change: EditPassMark, auth: AuthContext, ip: string) {
  await db.kysely.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('pass_marks').selectAll().where('level', '=', level).executeTakeFirst();
    if (!row) throw notFound(`There is no pass mark for level ${level}.`);
    if (row.version !== change.version)
      throw conflict(`The pass mark of level ${level} was changed meanwhile: reload and try again.`);
    if (row.mark === change.mark) return;
    await trx
      .updateTable('pass_marks')
      .set({ mark: change.mark, version: row.version + 1, updated_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(trx, {
      actorUserId: auth.realUserId ?? auth.user.id,
      asUserId: auth.realUserId ? auth.user.id : null,
      entity: 'pass_marks',
      entityId: row.id,
      action: 'update',
      changes: [{ field: `pass mark of level ${level}`, before: row.mark, after: change.mark }],
      ip,
    });
  });
  return readPassMarks(db.kysely);
}

export function registerPassMarkRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/system-data/pass-marks', { config: access, schema: { response: { 200: passMarksSchema } } }, async () =>
    readPassMarks(ctx.db.kysely),
  );
  app.put(
    '/system-data/pass-marks/:level',
    { config: access, schema: { params, body: editPassMarkSchema, response: { 200: passMarksSchema } } },
    async (request) => editPassMark(ctx.db, request.params.level, request.body, await requireAuth(request), request.ip),
  );
}
