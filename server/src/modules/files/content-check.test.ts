import JSZip from 'jszip';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkFileContent } from './content-check.ts';
import { DOCX, JPEG, PDF, PNG } from './content-type.ts';
import { sampleDocx, sampleImage, samplePdf } from './test-uploads.ts';

// Issue 11, point 9: an upload is checked through the whole file. Real files made here pass;
// fakes with the right first bytes, damaged files and polyglots are refused with a reason.

const DOCUMENTS = [PDF, JPEG, PNG, DOCX] as const;
const check = (bytes: Buffer) => checkFileContent(bytes, DOCUMENTS);
const refused = async (bytes: Buffer, reason: RegExp) => {
  const result = await check(bytes);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.message).toMatch(reason);
};
const zipOf = async (files: Record<string, string>) => {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(files)) zip.file(name, text);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};

describe('PDF', () => {
  it('accepts a real PDF with a cross-reference table, and one saved by pdf-lib with object streams', async () => {
    expect(await check(samplePdf())).toEqual({ ok: true, contentType: PDF });
    const doc = await PDFDocument.create();
    doc.addPage().drawText('A letter from my doctor');
    expect(await check(Buffer.from(await doc.save()))).toEqual({ ok: true, contentType: PDF });
    expect(await check(Buffer.from(await doc.save({ useObjectStreams: false })))).toEqual({
      ok: true,
      contentType: PDF,
    });
  });

  it('refuses a PDF header in front of anything else', async () => {
    await refused(
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      /PDF file is damaged.*cross-reference/,
    );
    await refused(Buffer.from('%PDF-1.7\nhello, I am just text\n%%EOF'), /PDF file is damaged/);
  });

  it('refuses a truncated PDF', async () => {
    const whole = samplePdf();
    await refused(whole.subarray(0, Math.floor(whole.length * 0.7)), /end-of-file marker is missing/);
    await refused(whole.subarray(0, whole.length - 30), /PDF file is damaged/);
  });

  it('refuses a PDF whose cross-reference table points at the wrong bytes', async () => {
    const text = samplePdf()
      .toString('latin1')
      .replace(/(\d{10}) 00000 n/, (_, offset: string) => `${String(Number(offset) + 2).padStart(10, '0')} 00000 n`);
    await refused(Buffer.from(text, 'latin1'), /not where the cross-reference table says/);
  });

  it('refuses polyglots: a ZIP or a web page after %%EOF, HTML inside, a script action', async () => {
    const pdf = samplePdf();
    await refused(Buffer.concat([pdf, await sampleDocx()]), /data after the end of the document/);
    await refused(Buffer.concat([pdf, Buffer.from('<html><script>alert(1)</script></html>')]), /data after the end/);
    // A ZIP tucked in before a final %%EOF: a ZIP reader finds its end record all the same.
    await refused(
      Buffer.concat([pdf, await zipOf({ 'a.txt': 'x' }), Buffer.from('\n%%EOF\n')]),
      /PDF file is (damaged|not accepted)/,
    );
    await refused(samplePdf('<script>alert(1)</script>'), /web page or script code/);
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
    await refused(Buffer.from(await doc.save({ useObjectStreams: false })), /active content/);
  });
});

describe('Word (DOCX)', () => {
  it('accepts a real minimal Word document', async () => {
    expect(await check(await sampleDocx('My statement'))).toEqual({ ok: true, contentType: DOCX });
  });

  it('refuses a ZIP without the OOXML parts, and random bytes behind a ZIP header', async () => {
    await refused(await zipOf({ 'notes.txt': 'hello' }), /not a PDF, JPEG, PNG or Word \(DOCX\) document/);
    await refused(
      await zipOf({ '[Content_Types].xml': '<Types/>', 'other.xml': '<a/>' }),
      /not a PDF, JPEG, PNG or Word \(DOCX\) document|damaged/,
    );
    await refused(
      Buffer.concat([Buffer.from('PK\x03\x04[Content_Types].xml word/document.xml'), Buffer.alloc(500, 7)]),
      /Word \(DOCX\) file is damaged/,
    );
    await refused(
      await zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }),
      /not declared as a Word document/,
    );
  });

  it('refuses a damaged, macro-carrying or padded Word document', async () => {
    const docx = await sampleDocx();
    const flipped = Buffer.from(docx);
    flipped[60] = (flipped[60] as number) ^ 0xff;
    await refused(flipped, /Word \(DOCX\) file is damaged/);
    await refused(docx.subarray(0, docx.length - 40), /Word \(DOCX\) file is damaged/);
    await refused(
      Buffer.concat([docx, Buffer.from('<html><script>alert(1)</script>')]),
      /no end record at its end|damaged/,
    );
    await refused(await sampleDocx('x', { 'word/vbaProject.bin': 'macro' }), /macros/);
    await refused(
      await sampleDocx('x', { 'word/evil.html': '<html><script>alert(1)</script></html>' }),
      /macros, programs or web pages/,
    );
  });
});

describe('images', () => {
  it('accepts real PNG and JPEG images', async () => {
    expect(await check(await sampleImage('png', 60, 40))).toEqual({ ok: true, contentType: PNG });
    expect(await check(await sampleImage('jpeg', 60, 40))).toEqual({ ok: true, contentType: JPEG });
  });

  it('refuses truncated and damaged images', async () => {
    const png = await sampleImage('png', 60, 40);
    await refused(png.subarray(0, png.length - 20), /PNG file is damaged/);
    const bad = Buffer.from(png);
    bad[png.length - 16] = (bad[png.length - 16] as number) ^ 0xff; // the last data chunk's CRC
    await refused(bad, /PNG file is damaged.*checksum/);
    const jpeg = await sampleImage('jpeg', 60, 40);
    await refused(jpeg.subarray(0, jpeg.length - 50), /JPEG file is damaged/);
  });

  it('refuses images with a payload appended', async () => {
    const jpeg = await sampleImage('jpeg', 60, 40);
    await refused(Buffer.concat([jpeg, await sampleDocx()]), /JPEG file is damaged.*after the end of the image/);
    await refused(
      Buffer.concat([await sampleImage('png', 60, 40), Buffer.from('<script>alert(1)</script>')]),
      /after the end of the image/,
    );
  });

  it('refuses a GIF with its own message', async () => {
    await refused(
      await sampleImage('gif', 20, 20),
      /GIF images are not accepted: choose a PDF, JPEG, PNG or Word \(DOCX\) file/,
    );
  });
});
