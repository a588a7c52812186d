import sharp from 'sharp';
import { DOCX, GIF, JPEG, PDF, PNG, sniffContentType } from './content-type.ts';
import { checkJpegStructure, checkPngStructure, ImageError } from './image-structure.ts';
import { checkPdfStructure, PdfError } from './pdf-structure.ts';
import { readZip, ZipError } from './zip-archive.ts';

// Issue 11: what an upload is, checked through the whole file, not its first bytes. The first
// bytes name the type (content-type.ts); then the whole container must be that type: a PDF that
// parses, a DOCX that is a sound ZIP holding the OOXML parts of a Word document, a PNG or JPEG
// whose every chunk or segment is in place and whose pixels decode. A file that is also something
// else (a ZIP, HTML, script or PDF hidden in it: a polyglot) is refused, whatever it claims.

export type ContentCheck = { ok: true; contentType: string } | { ok: false; sniffed: string | null; message: string };

const NAMES: Record<string, string> = {
  [PDF]: 'PDF',
  [JPEG]: 'JPEG',
  [PNG]: 'PNG',
  [DOCX]: 'Word (DOCX)',
  [GIF]: 'GIF',
};
const list = (types: readonly string[]) => {
  const names = types.map((t) => NAMES[t] ?? t);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
};

/** Markup and script that a browser or server would run, which none of our types holds in the clear. */
const ACTIVE_MARKUP = ['<script', '<html', '<!doctype html', '<iframe', '<?php', '<svg', '<object', '<embed'];
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** Why the bytes are also another kind of file, or null. */
function polyglotOf(bytes: Buffer, type: string): string | null {
  const lower = bytes.toString('latin1').toLowerCase();
  const markup = ACTIVE_MARKUP.find((m) => lower.includes(m));
  if (markup) return `it contains web page or script code (${markup}…)`;
  if (type !== PDF && lower.slice(0, 1024).includes('%pdf-')) return 'it also contains a PDF';
  if (type !== DOCX && bytes.subarray(Math.max(0, bytes.length - 22 - 0xffff)).includes(ZIP_END))
    return 'it also contains a ZIP archive';
  return null;
}

const OOXML_WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

function checkDocx(bytes: Buffer): void {
  const zip = readZip(bytes, ['[Content_Types].xml', 'word/document.xml']);
  const names = new Set(zip.entries.map((e) => e.name));
  const types = zip.read('[Content_Types].xml')?.toString('utf8');
  const document = zip.read('word/document.xml')?.toString('utf8');
  if (types === undefined) throw new ZipError('the [Content_Types].xml part is missing');
  if (document === undefined) throw new ZipError('the word/document.xml part is missing');
  if (!types.includes(OOXML_WORD_MAIN))
    throw new ZipError('it is not declared as a Word document (a macro-enabled document is not accepted)');
  if (
    [...names].some((n) =>
      /vbaProject\.bin$|\.(exe|dll|js|vbs|bat|cmd|ps1|hta|html?|xhtml|php|jar|sh|msi|scr)$/i.test(n),
    )
  )
    throw new ZipError('it carries macros, programs or web pages');
  if (!/^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?<([A-Za-z_][\w.-]*:)?document[\s>]/.test(document))
    throw new ZipError('the word/document.xml part is not a Word document body');
}

/** Refuses decompression bombs: a 5 MB PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

async function checkImage(bytes: Buffer, type: string): Promise<void> {
  if (type === PNG) checkPngStructure(bytes);
  else checkJpegStructure(bytes);
  try {
    await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).stats();
  } catch {
    throw new ImageError('its pixels cannot be decoded');
  }
}

/**
 * Checks the whole of `bytes` as one of the `accepted` types (PDF, DOCX, JPEG, PNG). Answers the
 * type, or a message for the `file` field that says what is wrong.
 */
export async function checkFileContent(bytes: Buffer, accepted: readonly string[]): Promise<ContentCheck> {
  const sniffed = sniffContentType(bytes);
  const refuse = (message: string): ContentCheck => ({ ok: false, sniffed, message });
  if (sniffed === null) return refuse(`This file is not a ${list(accepted)} document.`);
  if (!accepted.includes(sniffed))
    return refuse(
      `${NAMES[sniffed] ?? 'These'} ${sniffed.startsWith('image/') ? 'images' : 'files'} are not accepted: choose a ${list(accepted)} file.`,
    );
  const name = NAMES[sniffed] ?? 'file';
  try {
    if (sniffed === PDF) await checkPdfStructure(bytes);
    else if (sniffed === DOCX) checkDocx(bytes);
    else await checkImage(bytes, sniffed);
  } catch (error) {
    if (error instanceof PdfError || error instanceof ZipError || error instanceof ImageError) {
      return refuse(
        `This ${name} file is damaged or is not a real ${name} file: ${error.message}. Save it again and upload the new copy.`,
      );
    }
    throw error;
  }
  const polyglot = polyglotOf(bytes, sniffed);
  if (polyglot)
    return refuse(
      `This ${name} file is not accepted: ${polyglot}. Save it again as a plain ${name} file and upload that.`,
    );
  return { ok: true, contentType: sniffed };
}
