// What a file claims to be, read from its first bytes: an uploaded name or declared type proves
// nothing, and neither do these bytes alone: content-check.ts checks the whole file.

export const JPEG = 'image/jpeg';
export const PNG = 'image/png';
export const GIF = 'image/gif';
export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** A ZIP whose first bytes and names suggest a Word document (checkFileContent proves it). */
function isDocx(bytes: Buffer): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  return bytes.includes('[Content_Types].xml') && bytes.includes('word/document.xml');
}

/** The content type the bytes show, or null when they are none we know. */
export function sniffContentType(bytes: Buffer): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return GIF;
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return PDF;
  if (isDocx(bytes)) return DOCX;
  return null;
}

/** The usual file extension of a content type we store. */
export function extensionOf(contentType: string): string {
  return { [JPEG]: 'jpg', [PNG]: 'png', [GIF]: 'gif', [PDF]: 'pdf', [DOCX]: 'docx' }[contentType] ?? 'bin';
}
