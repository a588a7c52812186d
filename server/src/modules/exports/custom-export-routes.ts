import { type EntityDefinition, fieldOf } from '@collegium/domain/entities/entity-definition';
import { ENTITIES } from '@collegium/domain/entities/registry';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { validationFailed } from '../../http/errors.ts';
import { parseListQuery } from '../entities/list-query.ts';
import { sendExcel } from './excel-export.ts';

// POST /{entity}/export/custom?export=excel with { fields: [...] }: the caller chooses the
// columns (spec 7.2); the list's search, filters and sort in the query string apply as usual.

const body = z.object({
  /** Field names, in the order the columns should appear. */
  fields: z.array(z.string(), { error: 'List the fields to export.' }).min(1, 'Choose at least one field.').max(100),
});

function chosenFields(def: EntityDefinition, names: readonly string[]) {
  const known = new Set(def.fields.map((f) => f.name));
  const details = names.flatMap((name, i) =>
    known.has(name) ? [] : [{ param: `fields.${i}`, message: `${def.labelPlural} have no field called "${name}".` }],
  );
  if (details.length > 0) throw validationFailed(details);
  return [...new Set(names)].map((name) => fieldOf(def, name));
}

export function customExportRoutes(ctx: AppContext, entities: readonly EntityDefinition[] = ENTITIES) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
    for (const def of entities) {
      app.post(
        `/${def.name}/export/custom`,
        { config: { access: { requires: def.permissions.export } }, schema: { body } },
        async (request, reply) => {
          const raw = { ...(request.query as Record<string, unknown>) };
          if (raw.export !== 'excel')
            throw validationFailed([{ param: 'export', message: 'Only export=excel is offered.' }]);
          const fields = chosenFields(def, request.body.fields);
          const query = parseListQuery(def, raw);
          return sendExcel(reply, ctx.db, def, query, fields);
        },
      );
    }
  };
}
