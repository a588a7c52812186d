import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerMailJobs } from './deliver.ts';
import { outboxRoutes } from './outbox-routes.ts';
import { emailTemplateRoutes } from './template-routes.ts';

/** E-mail: the template and outbox API, and the mail.send job type the worker runs. */
export function mailRoutes(ctx: AppContext) {
  registerMailJobs();
  return async function register(app: FastifyInstance) {
    await app.register(emailTemplateRoutes(ctx));
    await app.register(outboxRoutes(ctx));
  };
}
