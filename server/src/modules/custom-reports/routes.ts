import {
  reportDefinition,
  reportEntitiesView,
  reportExportView,
  reportPreview,
  savedReportsView,
  savedReportView,
  savedReportWrite,
} from '@collegium/domain/custom-reports';
import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { attachmentHeader, excelHeaders } from '../../http/download-headers.ts';
import { exportFilename } from '../../lib/excel-writer.ts';
import { FileStore } from '../files/file-store.ts';
import { sendStoredFile } from '../files/uploads.ts';
import { exportFile, exportView, queueExport, registerCustomExportJob } from './export-job.ts';
import { exportReport, previewReport, reportEntities } from './report-service.ts';
import { createReport, deleteReport, savedReports, updateReport } from './saved-reports.ts';

// Issue 16, Reporting > Custom reports (spec 2.4: students:admin or applications:admin). Each
// call also checks the entity's view permission and every field's own rights (report-plan.ts).
//   GET    /reports/custom/entities          what the caller may report on, readable fields only
//   POST   /reports/custom/preview           the first 50 rows and the count
//   POST   /reports/custom/export            the report as .xlsx, streamed (up to 10,000 rows)
//   POST   /reports/custom/exports           a background export (202); GET .../:id its progress,
//   GET    /reports/custom/exports/:id/file  and the finished file
//   GET|POST /reports/custom/saved, PUT|DELETE /reports/custom/saved/:id   saved definitions

const ACCESS: { access: Access } = { access: { requires: [['students:admin', 'applications:admin']] } };
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const actor = async (request: FastifyRequest) => actorOf(await requireAuth(request), request.ip);

export function customReportRoutes(ctx: AppContext, entities: readonly EntityDefinition[]) {
  registerCustomExportJob(entities);
  const store = new FileStore(ctx.config.filesDir);
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get(
      '/reports/custom/entities',
      { config: ACCESS, schema: { response: { 200: reportEntitiesView } } },
      async (request) => reportEntities(entities, (await actor(request)).permissions),
    );

    app.post(
      '/reports/custom/preview',
      { config: ACCESS, schema: { body: reportDefinition, response: { 200: reportPreview } } },
      async (request) => previewReport(db, entities, await actor(request), request.body),
    );

    app.post(
      '/reports/custom/export',
      { config: ACCESS, schema: { body: reportDefinition } },
      async (request, reply) => {
        const made = await exportReport(db, entities, await actor(request), request.body);
        return reply.headers(excelHeaders(exportFilename(made.entity))).send(made.stream);
      },
    );

    app.post(
      '/reports/custom/exports',
      { config: ACCESS, schema: { body: reportDefinition, response: { 202: reportExportView } } },
      async (request, reply) =>
        reply.code(202).send(await queueExport(ctx.db, entities, await actor(request), request.body)),
    );

    app.get(
      '/reports/custom/exports/:id',
      { config: ACCESS, schema: { params, response: { 200: reportExportView } } },
      async (request) => exportView(db, request.params.id, await actor(request)),
    );

    app.get('/reports/custom/exports/:id/file', { config: ACCESS, schema: { params } }, async (request, reply) => {
      const { file, name } = await exportFile(db, request.params.id, await actor(request));
      return sendStoredFile(request, reply, store, file, { 'Content-Disposition': attachmentHeader(name) });
    });

    app.get(
      '/reports/custom/saved',
      { config: ACCESS, schema: { response: { 200: savedReportsView } } },
      async (request) => savedReports(db, await actor(request)),
    );

    app.post(
      '/reports/custom/saved',
      { config: ACCESS, schema: { body: savedReportWrite, response: { 201: savedReportView } } },
      async (request, reply) =>
        reply.code(201).send(await createReport(ctx.db, entities, await actor(request), request.body)),
    );

    app.put(
      '/reports/custom/saved/:id',
      { config: ACCESS, schema: { params, body: savedReportWrite, response: { 200: savedReportView } } },
      async (request) => updateReport(ctx.db, entities, await actor(request), request.params.id, request.body),
    );

    app.delete('/reports/custom/saved/:id', { config: ACCESS, schema: { params } }, async (request, reply) => {
      await deleteReport(ctx.db, await actor(request), request.params.id);
      return reply.code(204).send();
    });
  };
}
