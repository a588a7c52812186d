// spec 7.2: downloads use the server-supplied filename, else file.{type}.

/** The filename a Content-Disposition header names (RFC 6266: filename* wins), or null. */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding falls back to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  const value = plain?.[2] ?? plain?.[1];
  if (!value) return null;
  const name = value.trim().replace(/\\(.)/g, '$1');
  return name.length > 0 ? name : null;
}

/** The name a download is saved under. */
export function downloadFilename(header: string | null | undefined, type: string): string {
  return filenameFromContentDisposition(header) ?? `file.${type}`;
}
