import { codeLabel } from '@collegium/domain/coded-fields';
import type { FieldDefinition } from '@collegium/domain/entities/entity-definition';
import { meetsAll } from '@collegium/domain/permissions';
import { ENTITIES } from '@collegium/domain/entities/registry';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createSample, permissionsFor } from '../../test/entity-factories.ts';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// With cohortGroupLabels on, the students list has every column its definition names (entitiesFor).
const { app, db } = await createTestApp({ FEATURES: 'cohortGroupLabels' });
const admin = await buildUser(db, { permissions: '*' });
const cookie = await login(app, admin);

async function workbook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

function cellText(value: ExcelJS.CellValue): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value ?? null;
}

/** What the workbook shows for the list's value: a checkbox as Yes or No, a coded field by its label (issue 19). */
function apiText(value: unknown, field: FieldDefinition): unknown {
  if (value === null || value === undefined) return null;
  if (field.input === 'checkbox') return value ? 'Yes' : 'No';
  if (field.coded && typeof value === 'string') return codeLabel(field.coded, value);
  return value;
}

describe.each(ENTITIES.map((def) => [def.name, def] as const))('%s exports', (_name, def) => {
  it('GET ?export=excel is the filtered, sorted list as a real workbook', async () => {
    for (let i = 0; i < 3; i++) await createSample(app, db, cookie, def);
    const sort = def.defaultSort.field;
    const list = await app.inject({
      method: 'GET',
      url: `/api/${def.name}?pageSize=200&sort=${sort}&order=desc`,
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    const { items, total } = list.json();
    const res = await app.inject({
      method: 'GET',
      url: `/api/${def.name}?export=excel&sort=${sort}&order=desc`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${def.name}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
    );
    const sheet = await workbook(res.rawPayload);
    expect(sheet.rowCount).toBe(total + 1);
    const fields = def.columns.map((c) => def.fields.find((f) => f.name === c.field)!);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(fields.map((f) => f.label));
    items.forEach((item: Record<string, unknown>, r: number) => {
      const row = sheet.getRow(r + 2);
      fields.forEach((f, c) => expect(cellText(row.getCell(c + 1).value)).toEqual(apiText(item[f.name], f)));
    });
  });

  it('POST /export/custom writes exactly the chosen fields and refuses unknown ones', async () => {
    const chosen = def.fields
      .slice(0, 2)
      .map((f) => f.name)
      .reverse();
    const res = await app.inject({
      method: 'POST',
      url: `/api/${def.name}/export/custom?export=excel`,
      headers: { cookie },
      payload: { fields: chosen },
    });
    expect(res.statusCode).toBe(200);
    const sheet = await workbook(res.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
      chosen.map((n) => def.fields.find((f) => f.name === n)!.label),
    );
    const bad = await app.inject({
      method: 'POST',
      url: `/api/${def.name}/export/custom?export=excel`,
      headers: { cookie },
      payload: { fields: [chosen[0], 'passwordHash'] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([{ param: 'fields.1', message: expect.stringContaining('passwordHash') }]);
    const none = await app.inject({
      method: 'POST',
      url: `/api/${def.name}/export/custom?export=excel`,
      headers: { cookie },
      payload: { fields: [] },
    });
    expect(none.statusCode).toBe(422);
  });

  it('needs the export permission', async () => {
    const held = [...permissionsFor(def, 'list'), ...permissionsFor(def, 'view')];
    const viewer = await buildUser(db, { permissions: held.join(' ') });
    const viewerCookie = await login(app, viewer);
    // Where one requirement governs every call (roles: users:* or admin:admin), a reader may export.
    const expected = meetsAll(held, def.permissions.export) ? 200 : 403;
    expect(
      (await app.inject({ method: 'GET', url: `/api/${def.name}?export=excel`, headers: { cookie: viewerCookie } }))
        .statusCode,
    ).toBe(expected);
    const custom = await app.inject({
      method: 'POST',
      url: `/api/${def.name}/export/custom?export=excel`,
      headers: { cookie: viewerCookie },
      payload: { fields: [def.fields[0]!.name] },
    });
    expect(custom.statusCode).toBe(expected);
  });
});
