import {
  emailTemplate,
  emailTemplateList,
  emailTemplatePreviewBody,
  emailTemplateSaveBody,
  renderedPreview,
} from '@collegium/domain/email-templates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import { renderTemplate } from './render.ts';
import {
  describeTemplate,
  listTemplates,
  refuseUnknownPlaceholders,
  saveTemplate,
  templateOr404,
} from './template-store.ts';

// admin/emailtemplates (admin:templates): list, read, preview and save e-mail templates.

const ACCESS: { access: Access } = { access: { requires: ['admin:templates'] } };

const params = z.object({ key: z.string().min(1).max(100) });

export function emailTemplateRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/email-templates', { config: ACCESS, schema: { response: { 200: emailTemplateList } } }, async () =>
      listTemplates(ctx),
    );

    app.get(
      '/email-templates/:key',
      { config: ACCESS, schema: { params, response: { 200: emailTemplate } } },
      async (request) => describeTemplate(ctx, await templateOr404(ctx, request.params.key)),
    );

    app.post(
      '/email-templates/:key/preview',
      { config: ACCESS, schema: { params, body: emailTemplatePreviewBody, response: { 200: renderedPreview } } },
      async (request) => {
        const template = await templateOr404(ctx, request.params.key);
        const { subject, body } = request.body;
        refuseUnknownPlaceholders(template, subject, body);
        const samples = Object.fromEntries(template.placeholders.map((p) => [p.name, p.sample]));
        const rendered = renderTemplate({ subject, body }, { ...samples, collegeName: ctx.config.collegeName });
        return { subject: rendered.subject, text: rendered.text, html: rendered.html };
      },
    );

    app.put(
      '/email-templates/:key',
      { config: ACCESS, schema: { params, body: emailTemplateSaveBody, response: { 200: emailTemplate } } },
      async (request) => saveTemplate(ctx, await requireAuth(request), request.params.key, request.body, request.ip),
    );
  };
}
