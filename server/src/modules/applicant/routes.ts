import { DATA_STEP_KEYS } from '@collegium/domain/application-wizard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { applicantOptionsSchema, applicationStateSchema } from '@collegium/domain/application-state';
import { applicationState, findOwnApplication } from './application-state.ts';
import { saveStep } from './application-steps.ts';
import { evidenceRoutes } from './evidence-routes.ts';
import { APPLICANT_PERMISSION } from './applicant-role.ts';
import { applicantOptions } from './options.ts';
import { linkMaker } from './public-link.ts';
import { submitApplication } from './submit.ts';

// The applicant's own application (docs/api-contract.md, "Applying"). Every call works on the
// signed-in person's application; no call takes an application id.

const access = { requires: [APPLICANT_PERMISSION] };
const stepParams = z.object({
  /** One of the wizard's steps that hold answers. */
  step: z.enum(DATA_STEP_KEYS as [string, ...string[]], {
    error: `The step must be one of: ${DATA_STEP_KEYS.join(', ')}.`,
  }),
});

export function applicantRoutes(ctx: AppContext) {
  return async function routes(fastify: FastifyInstance) {
    await fastify.register(evidenceRoutes(ctx));
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/applicant/options',
      { config: { access }, schema: { response: { 200: applicantOptionsSchema } } },
      async () => applicantOptions(ctx.db),
    );

    app.get(
      '/applicant/application',
      { config: { access }, schema: { response: { 200: applicationStateSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        return applicationState(
          ctx.db.kysely,
          await findOwnApplication(ctx.db.kysely, auth.user.personId),
          auth.user.email,
        );
      },
    );

    app.put(
      '/applicant/application/steps/:step',
      // Each step's answers are checked against that step's schema in the service (422 per field).
      {
        config: { access },
        schema: {
          params: stepParams,
          body: z.record(z.string(), z.unknown()),
          response: { 200: applicationStateSchema },
        },
      },
      async (request) => {
        const auth = await requireAuth(request);
        return saveStep(ctx, auth, request.params.step as (typeof DATA_STEP_KEYS)[number], request.body, request.ip);
      },
    );

    app.post(
      '/applicant/application/submit',
      { config: { access }, schema: { response: { 200: applicationStateSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        return submitApplication(ctx, auth, linkMaker(ctx, request), request.ip);
      },
    );
  };
}
