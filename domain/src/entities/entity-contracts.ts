import { z } from 'zod';
import type { PublicEntityDefinition } from './entity-definition.ts';

// Issue 12, contracts defined once: what the generic entity calls answer (docs/api-contract.md).
// The server builds each definition's exact schema from these (adding the definition's fields);
// the web types its calls from them.

/** What every record carries whatever its entity: GET {api}/{entity}/{id}, POST and PUT answers. */
export const entityRecordBase = z.object({
  id: z.number(),
  /** Send it back with PUT, PATCH and DELETE: a stale one is refused with 409. */
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A record of any entity: the fixed fields, then each field of its definition by name. */
export const entityRecord = entityRecordBase.catchall(z.unknown());
export type EntityRecord = z.infer<typeof entityRecord>;

/** One list row: id and version, then the definition's list columns. */
export const entityRowBase = z.object({ id: z.number(), version: z.number() });
export const entityRow = entityRowBase.catchall(z.unknown());
export type EntityRow = z.infer<typeof entityRow>;

/** One page of GET {api}/{entity}. */
export const entityPage = z.object({
  items: z.array(entityRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type EntityPage = z.infer<typeof entityPage>;

/** What the caller may do with the entity, computed on the server. */
export const entityAbilities = z.object({
  create: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
  export: z.boolean(),
});
export type EntityAbilities = z.infer<typeof entityAbilities>;

/** `GET {api}/{entity}?schema`: the public definition (entity-definition.ts) and the caller's abilities. */
export const entitySchemaResponse = z.looseObject({
  name: z.string(),
  fields: z.array(z.looseObject({ name: z.string() })),
  abilities: entityAbilities,
});
export type EntitySchema = PublicEntityDefinition & { abilities: EntityAbilities };

/** Issue 19, GET {api}/{entity}/facets/{field}: the values a filter column holds, in order. */
export const entityFacetValues = z.object({ values: z.array(z.string()) });
export type EntityFacetValues = z.infer<typeof entityFacetValues>;

const person = z.object({ id: z.number(), name: z.string() }).nullable();

export const historyEntry = z.object({
  id: z.number(),
  /** ISO-8601 UTC. */
  at: z.string(),
  action: z.string(),
  /** The real user who did it; null for the system. */
  actor: person,
  /** Whom they were acting as, when impersonating. */
  actingAs: person,
  changes: z.array(z.object({ field: z.string(), label: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** GET {api}/{entity}/{id}/history, newest first. */
export const entityHistory = z.object({ items: z.array(historyEntry) });
export type EntityHistory = z.infer<typeof entityHistory>;

/** A role as the generic roles list gives it (domain entities/roles.ts, its list columns). */
export const roleListItem = entityRowBase.extend({
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.string(),
});
export type RoleSummary = z.infer<typeof roleListItem>;
export const roleList = entityPage.extend({ items: z.array(roleListItem) });
export type RoleList = z.infer<typeof roleList>;
