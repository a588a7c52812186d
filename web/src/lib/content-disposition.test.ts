import { describe, expect, it } from 'vitest';
import { downloadFilename, filenameFromContentDisposition } from './content-disposition.ts';

describe('filenameFromContentDisposition', () => {
  it('reads quoted, bare and RFC 5987 encoded names, preferring the encoded one', () => {
    expect(filenameFromContentDisposition('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(filenameFromContentDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(
      filenameFromContentDisposition('attachment; filename="x.xlsx"; filename*=UTF-8\'\'%C3%A9l%C3%A8ves.xlsx'),
    ).toBe('élèves.xlsx');
    expect(filenameFromContentDisposition('attachment; filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
  });

  it('gives null when there is no name', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('attachment')).toBeNull();
  });

  it('falls back to file.{type}', () => {
    expect(downloadFilename(undefined, 'xlsx')).toBe('file.xlsx');
    expect(downloadFilename('inline', 'pdf')).toBe('file.pdf');
  });
});
