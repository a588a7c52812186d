import { markSheetImport } from '@collegium/domain/mark-sheet';
import { SYSTEM_START_YEAR } from '@collegium/domain/system-years';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type AuthContext, requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { excelHeaders } from '../../http/download-headers.ts';
import { forbidden } from '../../http/errors.ts';
import { excelWorkbookStream, exportFilename } from '../../lib/excel-writer.ts';
import { readUpload, registerUploads } from '../files/uploads.ts';
import { markSheet, resultsSheet, importMarkSheet } from './mark-sheet.ts';
import { instanceTutorPerson } from './marks-read.ts';
import { pathId } from './path-id.ts';
import { yearResultsWorkbook } from './year-results.ts';
import { canMarkOn } from './teaching-access.ts';

// Issue 18, Excel for the marking roles (registry every instance; a tutor their own):
//   GET  /module-instances/:id/marks/excel     the mark sheet (students x assignments, marks, result)
//   GET  /module-instances/:id/results/excel   the exam board's results
//   POST /module-instances/:id/marks/import    a mark sheet back (multipart `file`): a dry run, or
//                                              with ?commit=true every change in one transaction
//   GET  /academic-years/:year/results/excel   the exam board's workbook of the year (registry only):
//                                              every instance's results and each student's progression

const MARKERS = { access: { requires: [['students:edit', 'students:faculty']] } };
const BOARD = { access: { requires: ['students:edit'] } };
const params = z.object({ id: z.string() });
const yearParams = z.object({
  // The academic year's first calendar year (2026 = 2026/27).
  year: z.coerce.number().int('Give the first calendar year, e.g. 2026.').min(SYSTEM_START_YEAR).max(2100),
});
const importQuery = z.object({ commit: z.enum(['true', 'false']).optional() });

export function markSheetRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    await registerUploads(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;
    const markable = async (auth: AuthContext, raw: string) => {
      const id = pathId(raw, 'module instance');
      if (!canMarkOn(auth.user, await instanceTutorPerson(db, id)))
        throw forbidden('Only registry or the tutor of this module instance can see and enter its marks.');
      return id;
    };

    app.get('/module-instances/:id/marks/excel', { config: MARKERS, schema: { params } }, async (request, reply) => {
      const id = await markable(await requireAuth(request), request.params.id);
      const { name, sheet } = await markSheet(db, id);
      return reply.headers(excelHeaders(exportFilename(name))).send(excelWorkbookStream([sheet]));
    });

    app.get('/module-instances/:id/results/excel', { config: MARKERS, schema: { params } }, async (request, reply) => {
      const id = await markable(await requireAuth(request), request.params.id);
      const { name, sheet } = await resultsSheet(db, id);
      return reply.headers(excelHeaders(exportFilename(name))).send(excelWorkbookStream([sheet]));
    });

    app.get(
      '/academic-years/:year/results/excel',
      { config: BOARD, schema: { params: yearParams } },
      async (request, reply) => {
        await requireAuth(request);
        const { name, sheets } = await yearResultsWorkbook(db, request.params.year);
        return reply.headers(excelHeaders(exportFilename(name))).send(excelWorkbookStream(sheets));
      },
    );

    app.post(
      '/module-instances/:id/marks/import',
      { config: MARKERS, schema: { params, querystring: importQuery, response: { 200: markSheetImport } } },
      async (request) => {
        const auth = await requireAuth(request);
        const id = await markable(auth, request.params.id);
        const upload = await readUpload(request, ctx.config.importMaxBytes);
        return importMarkSheet(ctx.db, id, upload.bytes, request.query.commit === 'true', actorOf(auth, request.ip));
      },
    );
  };
}
