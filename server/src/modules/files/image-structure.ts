import { crc32 } from 'node:zlib';

// Walks a PNG or JPEG to its end, for checking uploads: every PNG chunk with its CRC up to IEND,
// every JPEG segment and scan up to EOI, and nothing after (a payload appended to an image is the
// usual polyglot). The decoder (sharp) then proves the pixels themselves decode.

export class ImageError extends Error {}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function checkPngStructure(bytes: Buffer): void {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE))
    throw new ImageError('the PNG signature is missing');
  let at = 8;
  let first = true;
  let sawData = false;
  while (true) {
    if (at + 12 > bytes.length) throw new ImageError('the image is cut short');
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || length > 0x7fffffff) throw new ImageError('a chunk of the image is damaged');
    const end = at + 12 + length;
    if (end > bytes.length) throw new ImageError('the image is cut short');
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length))
      throw new ImageError(`the ${type} chunk fails its checksum`);
    if (first) {
      if (type !== 'IHDR' || length !== 13) throw new ImageError('the image header is missing');
      if (bytes.readUInt32BE(at + 8) === 0 || bytes.readUInt32BE(at + 12) === 0)
        throw new ImageError('the image has no pixels');
      first = false;
    } else if (type === 'IHDR') throw new ImageError('the image has two headers');
    if (type === 'IDAT') sawData = true;
    at = end;
    if (type === 'IEND') break;
  }
  if (!sawData) throw new ImageError('the image has no pixel data');
  if (at !== bytes.length) throw new ImageError('there is data after the end of the image');
}

/** Where one JPEG (from SOI at `start`) ends, just after its EOI marker. */
function jpegEnd(bytes: Buffer, start: number): number {
  if (bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) throw new ImageError('the JPEG start marker is missing');
  let at = start + 2;
  let frame = false;
  while (true) {
    if (at + 2 > bytes.length) throw new ImageError('the image is cut short');
    if (bytes[at] !== 0xff) throw new ImageError('a segment of the image is damaged');
    let marker = bytes[at + 1] as number;
    while (marker === 0xff) {
      at++; // fill bytes
      if (at + 2 > bytes.length) throw new ImageError('the image is cut short');
      marker = bytes[at + 1] as number;
    }
    at += 2;
    if (marker === 0xd9) {
      if (!frame) throw new ImageError('the image has no frame');
      return at;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0x00 || marker === 0xd8) throw new ImageError('a segment of the image is damaged');
    if (at + 2 > bytes.length) throw new ImageError('the image is cut short');
    const length = bytes.readUInt16BE(at);
    if (length < 2 || at + length > bytes.length) throw new ImageError('the image is cut short');
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (length < 8 || bytes.readUInt16BE(at + 3) === 0 || bytes.readUInt16BE(at + 5) === 0)
        throw new ImageError('the image frame is damaged');
      frame = true;
    }
    at += length;
    if (marker === 0xda) {
      if (!frame) throw new ImageError('the image has no frame');
      // Entropy-coded data runs to the next marker that is neither a stuffed 0x00 nor a restart.
      while (true) {
        const ff = bytes.indexOf(0xff, at);
        if (ff < 0 || ff + 1 >= bytes.length) throw new ImageError('the image is cut short');
        const next = bytes[ff + 1] as number;
        if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) {
          at = ff + (next === 0xff ? 1 : 2);
          continue;
        }
        at = ff;
        break;
      }
    }
  }
}

/**
 * A JPEG whose segments lead to its end marker. After it may come only further complete JPEGs
 * (the multi-picture format phones use); anything else appended is refused.
 */
export function checkJpegStructure(bytes: Buffer): void {
  let at = jpegEnd(bytes, 0);
  for (let extra = 0; at < bytes.length; extra++) {
    if (extra >= 8) throw new ImageError('there is data after the end of the image');
    if (bytes[at] !== 0xff || bytes[at + 1] !== 0xd8) throw new ImageError('there is data after the end of the image');
    at = jpegEnd(bytes, at);
  }
}
