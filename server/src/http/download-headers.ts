// A Content-Disposition header for a download: the plain name for old clients (ASCII, no quotes or
// path characters) and the exact name as RFC 5987 `filename*`.

export function attachmentHeader(filename: string): string {
  const cleaned = filename.replace(/[\\/\r\n\t"]/g, '_').trim() || 'document';
  const ascii = cleaned.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The headers of an Excel download: its type, its dated file name (`exportFilename`), never cached. */
export function excelHeaders(filename: string): Record<string, string> {
  return {
    'Content-Type': XLSX_TYPE,
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  };
}
