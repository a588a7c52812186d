import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

// Test helpers for uploads: a temporary FILES_DIR, a multipart body as a browser sends it, and
// sample images made on the spot.

export function tempFilesDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'collegium-files-'));
}

export interface MultipartFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data payload with `fields` and, when given, one file in the field `file`. */
export function multipartBody(fields: Record<string, string>, file?: MultipartFile) {
  const boundary = `----collegium${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A photo-like image: a colour gradient of the given size. */
export function sampleImage(format: 'png' | 'jpeg' | 'gif', width = 900, height = 600): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'gif') return image.gif().toBuffer();
  return image.jpeg().withExif({ IFD0: { Make: 'TestCam', Artist: 'Secret Person' } }).toBuffer();
}
