import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';

// Checks that an upload is a whole PDF (ISO 32000-1 section 7.5): the header at byte 0, nothing but
// white space after the last %%EOF, a startxref that leads to a cross-reference table whose
// entries point at their objects (or to a cross-reference stream), then a full parse by pdf-lib
// (every object, object streams included, strictly) with at least one page. A PDF that carries
// scripts, launch actions or embedded files is refused: evidence never needs them, and they are
// how a PDF smuggles another payload.

export class PdfError extends Error {}

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
/** Keys and action types that make a PDF run or carry something. */
const ACTIVE = new Set([
  'JS',
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
]);

function skipWhite(bytes: Buffer, at: number): number {
  while (at < bytes.length && WHITE.has(bytes[at] as number)) at++;
  return at;
}

function checkCrossReference(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  const eof = text.lastIndexOf('%%EOF');
  if (eof < 0) throw new PdfError('the end-of-file marker is missing (the file may be cut short)');
  if (skipWhite(bytes, eof + 5) !== bytes.length) throw new PdfError('there is data after the end of the document');
  const start = text.lastIndexOf('startxref', eof);
  const match = start < 0 ? null : /^startxref\s+(\d+)\s*$/.exec(text.slice(start, eof));
  if (!match) throw new PdfError('the cross-reference pointer is missing');
  const offset = Number(match[1]);
  if (offset >= start) throw new PdfError('the cross-reference pointer leads nowhere');
  if (text.startsWith('xref', offset)) {
    // A classic table: subsections of "first count" then 20-byte entries.
    const re = /(\d+)[ ]+(\d+)[ \t]*\r?\n?/y;
    let at = skipWhite(bytes, offset + 4);
    let entries = 0;
    while (!text.startsWith('trailer', at)) {
      re.lastIndex = at;
      const head = re.exec(text);
      if (!head) throw new PdfError('the cross-reference table is damaged');
      const first = Number(head[1]);
      const count = Number(head[2]);
      at = skipWhite(bytes, re.lastIndex);
      for (let i = 0; i < count; i++) {
        const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(text.slice(at, at + 20));
        if (!entry) throw new PdfError('the cross-reference table is damaged');
        if (entry[3] === 'n') {
          const objAt = Number(entry[1]);
          const header = new RegExp(`^${first + i}\\s+${Number(entry[2])}\\s+obj\\b`);
          if (objAt >= offset || !header.test(text.slice(skipWhite(bytes, objAt), objAt + 40)))
            throw new PdfError(`object ${first + i} is not where the cross-reference table says`);
        }
        at = skipWhite(bytes, at + 18);
        entries++;
      }
      if (at >= start) throw new PdfError('the trailer is missing');
    }
    if (entries === 0) throw new PdfError('the cross-reference table is empty');
    if (!/^trailer\s*<</.test(text.slice(at, at + 20))) throw new PdfError('the trailer is damaged');
  } else if (!/^\d+\s+\d+\s+obj\s*<<[^]*?\/Type\s*\/XRef\b/.test(text.slice(offset, offset + 2048))) {
    throw new PdfError('the cross-reference pointer does not lead to a cross-reference section');
  }
}

function findActive(value: unknown, seen: Set<unknown>, depth = 0): string | null {
  if (depth > 64 || seen.has(value)) return null;
  seen.add(value);
  if (value instanceof PDFStream) return findActive(value.dict, seen, depth + 1);
  if (value instanceof PDFName) {
    const name = value.decodeText();
    return ACTIVE.has(name) ? name : null;
  }
  if (value instanceof PDFArray) {
    for (const item of value.asArray()) {
      const found = findActive(item, seen, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value instanceof PDFDict) {
    for (const [key, item] of value.entries()) {
      const name = key.decodeText();
      if (ACTIVE.has(name)) return name;
      const found = findActive(item, seen, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

export async function checkPdfStructure(bytes: Buffer): Promise<void> {
  if (!/^%PDF-[12]\.\d/.test(bytes.toString('latin1', 0, 8))) throw new PdfError('the PDF header is missing');
  checkCrossReference(bytes);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
    if (doc.getPageCount() < 1) throw new PdfError('the document has no pages');
  } catch (error) {
    if (error instanceof PdfError) throw error;
    throw new PdfError('the document cannot be read');
  }
  const seen = new Set<unknown>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const active = findActive(object, seen);
    if (active) throw new PdfError(`the document carries active content (/${active})`);
  }
}
