import { codeLabel } from '@collegium/domain/coded-fields';
import type { EntityDefinition, FieldDefinition } from '@collegium/domain/entities/entity-definition';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { AnyDb } from '../entities/entity-columns.ts';
import { listFields } from '../entities/entity-columns.ts';
import type { ListExporter } from '../entities/list-export.ts';
import type { ListQuery } from '../entities/list-query.ts';
import { listItems } from '../entities/list-repository.ts';
import { type Cell, dayCell, excelStream, exportFilename } from '../../lib/excel-writer.ts';
import { excelHeaders } from '../../http/download-headers.ts';

// GET /{entity}?export=excel and POST /{entity}/export/custom?export=excel (spec 7.2): the
// filtered, sorted list as a real .xlsx, streamed, named by the server.

function cell(field: FieldDefinition, value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (field.input === 'checkbox') return value ? 'Yes' : 'No';
  if (field.coded && typeof value === 'string') return codeLabel(field.coded, value);
  if (field.input === 'date' && typeof value === 'string') return dayCell(value);
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return String(value);
}

export function sendExcel(
  reply: FastifyReply,
  db: Db,
  def: EntityDefinition,
  query: ListQuery,
  fields: readonly FieldDefinition[],
) {
  const items = listItems(db.kysely as AnyDb, def, query, fields);
  const rows = (async function* () {
    for await (const item of items) yield fields.map((f) => cell(f, item[f.name]));
  })();
  const widths = new Map(def.columns.map((c) => [c.field, c.width]));
  const columns = fields.map((f) => {
    const px = widths.get(f.name);
    return { key: f.name, header: f.label, ...(px ? { width: Math.round(px / 7) } : {}) };
  });
  return reply.headers(excelHeaders(exportFilename(def.name))).send(excelStream(def.labelPlural, columns, rows));
}

/** The list's own columns. */
export const excelExporter: ListExporter = async ({ def, query, db, reply }) =>
  sendExcel(reply, db, def, query, listFields(def));
