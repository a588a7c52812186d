import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.ts';

// The OpenAPI 3 document of every route, generated from the same zod schemas the routes
// validate with, and a page to browse it at {api}/docs. Both are for administrators
// (admin:admin): the document describes the whole surface of the system.

/** Registered before any route, so every route is collected. */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Collegium API',
        version: config.version,
        description:
          'Administration and student self-service. Authentication at /auth; everything else under the API prefix. Errors: { status, code, message, details? }.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'collegium_session' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
}

/** The browsable page and its JSON, after the routes. */
export async function registerOpenApiUi(app: FastifyInstance, config: AppConfig) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), access: { requires: ['admin:admin'] } };
    });
    await scope.register(swaggerUi, { routePrefix: `${config.apiPrefix}/docs`, staticCSP: true });
  });
}
