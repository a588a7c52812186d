import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { excelStream, exportFilename } from './excel-writer.ts';

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function* rows(n: number) {
  for (let i = 0; i < n; i++) yield [`Name ${i}`, i, i % 2 === 0, null] as const;
}

describe('excelStream', () => {
  it('writes a real workbook that reads back with the header row and every row', async () => {
    const columns = [
      { key: 'name', header: 'Name' },
      { key: 'n', header: 'Number' },
      { key: 'even', header: 'Even' },
      { key: 'empty', header: 'Empty' },
    ];
    const buffer = await collect(excelStream('Organisations', columns, rows(1500)));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Organisations');
    expect(sheet?.rowCount).toBe(1501);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', 'Number', 'Even', 'Empty']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Name 0', 0, true]);
    expect(sheet?.getRow(1501).getCell(1).value).toBe('Name 1499');
  });

  it('names the file after the entity and the day', () => {
    expect(exportFilename('contacts', new Date('2026-03-04T10:00:00Z'))).toBe('contacts-2026-03-04.xlsx');
  });
});
