import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../../http/access.ts';
import type { ListQuery } from './list-query.ts';

// The hook through which GET /{entity}?export=<format> hands a list to a download writer. The
// route has already parsed the query, checked the definition's export permission and the format;
// the exporter streams `selectList(...)` rows (mapped with `toListItem`) into the reply.

export interface ListExportRequest {
  def: EntityDefinition;
  /** The parsed list query: search, filters and sort apply; paging does not. */
  query: ListQuery;
  db: Db;
  auth: AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Writes the download into `reply` (headers and body) and returns it. */
export type ListExporter = (input: ListExportRequest) => Promise<FastifyReply>;

/** Exporters by format name: `{ excel: writeExcel }` answers `?export=excel`. */
export type ListExporters = Readonly<Record<string, ListExporter>>;
