import { ENTITIES } from '@collegium/domain/entities/registry';
import { type EntityDefinition, publicDefinition } from '@collegium/domain/entities/entity-definition';
import { meetsAll } from '@collegium/domain/permissions';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { type AuthContext, requireAuth } from '../../http/access.ts';
import { AppError, forbidden, notFound, validationFailed } from '../../http/errors.ts';
import type { AnyDb } from './entity-columns.ts';
import { readHistory } from './history.ts';
import type { ListExporters } from './list-export.ts';
import { type ListQuery, parseListQuery } from './list-query.ts';
import { listPage } from './list-repository.ts';
import { facetValues } from './list-facets.ts';
import { actorOf } from '../../http/actor.ts';
import {
  createRecord,
  type EntityWriteHooks,
  getRecord,
  patchRecord,
  removeRecord,
  replaceRecord,
} from './record-service.ts';
import {
  facetValuesResponse,
  historyResponse,
  listResponse,
  recordResponse,
  schemaResponse,
} from './response-schemas.ts';

// The generic calls of spec 7.2 for every definition in the registry (contract "Generic entity
// calls"). Each route declares the definition's permission for its call; a readOnly definition
// still declares them and answers 405 to writes.

export interface EntityRouteOptions {
  /** Download writers for `GET /{entity}?export=<format>`; without one the format is refused (422). */
  exporters?: ListExporters;
  /** Defaults to every definition in the registry. */
  entities?: readonly EntityDefinition[];
  /** An entity's own rules on writes (by entity name): the users' (modules/users/user-write-rules.ts, user-write-guard.ts), the roles' and policies' guards. */
  writeHooks?: Readonly<Record<string, EntityWriteHooks>>;
}

const MAX_ID = 2_147_483_647;
const facetParams = z.object({ field: z.string().max(60) });

/** A path id; anything that cannot be a record's id is simply not found. */
function recordId(def: EntityDefinition, request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(id >= 1 && id <= MAX_ID)) throw notFound(`There is no ${def.label.toLowerCase()} with id ${raw}.`);
  return id;
}

function abilities(def: EntityDefinition, auth: AuthContext) {
  const can = (call: keyof EntityDefinition['permissions']) => meetsAll(auth.user.permissions, def.permissions[call]);
  const writable = !def.readOnly;
  const changeable = writable && !def.appendOnly;
  return {
    create: writable && can('create'),
    edit: changeable && can('edit'),
    delete: changeable && can('delete'),
    export: can('export'),
  };
}

function refuseWrites(def: EntityDefinition, reply: FastifyReply) {
  if (!def.readOnly) return;
  reply.header('allow', 'GET');
  throw new AppError(405, 'method_not_allowed', `${def.labelPlural} are changed through their own screens, not here.`);
}

export function entityRoutes(ctx: AppContext, options: EntityRouteOptions = {}) {
  const exporters = options.exporters ?? {};

  async function exportList(
    def: EntityDefinition,
    query: ListQuery & { export: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const exporter = exporters[query.export];
    if (!exporter) {
      const formats = Object.keys(exporters);
      const message = formats.length > 0 ? `Choose one of: ${formats.join(', ')}.` : 'Downloads are not available yet.';
      throw validationFailed([{ param: 'export', message }]);
    }
    const auth = await requireAuth(request);
    if (!meetsAll(auth.user.permissions, def.permissions.export)) throw forbidden();
    return exporter({ def, query, db: ctx.db, auth, request, reply });
  }

  function register(app: FastifyInstance, def: EntityDefinition) {
    const base = `/${def.name}`;
    const one = `${base}/:id`;
    const record = recordResponse(def);
    const hooks = options.writeHooks?.[def.name] ?? {};

    app.get(
      base,
      {
        config: { access: { requires: def.permissions.list } },
        schema: { response: { 200: listResponse(def).or(schemaResponse) } },
      },
      async (request, reply) => {
        const query = parseListQuery(def, request.query as Record<string, unknown>);
        if (query.schema) return { ...publicDefinition(def), abilities: abilities(def, await requireAuth(request)) };
        if (query.export !== null) return exportList(def, { ...query, export: query.export }, request, reply);
        return listPage(ctx.db.kysely as unknown as AnyDb, def, query);
      },
    );

    // Issue 19: the values a filter offers that are not fixed choices (domain entities/filter-values.ts).
    app.get(
      `${base}/facets/:field`,
      {
        config: { access: { requires: def.permissions.list } },
        schema: { params: facetParams, response: { 200: facetValuesResponse } },
      },
      async (request) => ({
        values: await facetValues(ctx.db.kysely as unknown as AnyDb, def, (request.params as { field: string }).field),
      }),
    );

    app.get(
      one,
      { config: { access: { requires: def.permissions.view } }, schema: { response: { 200: record } } },
      async (request) => getRecord(ctx.db, def, recordId(def, request)),
    );

    app.get(
      `${one}/history`,
      { config: { access: { requires: def.permissions.view } }, schema: { response: { 200: historyResponse } } },
      async (request) => {
        const id = recordId(def, request);
        const items = await readHistory(ctx.db.kysely, def, id);
        // A deleted record keeps its history; an id that never existed has none.
        if (items.length === 0) await getRecord(ctx.db, def, id);
        return { items };
      },
    );

    app.post(
      base,
      { config: { access: { requires: def.permissions.create } }, schema: { response: { 201: record } } },
      async (request, reply) => {
        refuseWrites(def, reply);
        const created = await createRecord(
          ctx.db,
          def,
          request.body,
          actorOf(await requireAuth(request), request.ip),
          hooks,
        );
        return reply.code(201).send(created);
      },
    );

    app.put(
      one,
      { config: { access: { requires: def.permissions.edit } }, schema: { response: { 200: record } } },
      async (request, reply) => {
        refuseWrites(def, reply);
        const id = recordId(def, request);
        return replaceRecord(ctx.db, def, id, request.body, actorOf(await requireAuth(request), request.ip), hooks);
      },
    );

    app.patch(
      one,
      { config: { access: { requires: def.permissions.edit } }, schema: { response: { 200: record } } },
      async (request, reply) => {
        refuseWrites(def, reply);
        const id = recordId(def, request);
        return patchRecord(ctx.db, def, id, request.body, actorOf(await requireAuth(request), request.ip), hooks);
      },
    );

    app.delete(one, { config: { access: { requires: def.permissions.delete } } }, async (request, reply) => {
      refuseWrites(def, reply);
      const id = recordId(def, request);
      const { version, ...rest } = request.query as Record<string, unknown>;
      const unknown = Object.keys(rest);
      if (unknown.length > 0)
        throw validationFailed(
          unknown.map((param) => ({ param, message: `${param} is not a parameter of this call.` })),
        );
      await removeRecord(ctx.db, def, id, version, actorOf(await requireAuth(request), request.ip), hooks);
      return reply.code(204).send();
    });
  }

  return async function registerEntities(app: FastifyInstance) {
    for (const def of options.entities ?? ENTITIES) register(app, def);
  };
}
