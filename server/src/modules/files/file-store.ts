import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// The bytes of stored files, under FILES_DIR (DESIGN 6: several server processes may share the
// directory). Keys are made here, never from an uploaded name: `YYYY/MM/<uuid>`, so two servers
// never pick the same one. A file is written under a temporary name and renamed into place, so
// another process never reads half a file.

const KEY = /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface SavedBytes {
  key: string;
  size: number;
  sha256: string;
}

export class FileStore {
  constructor(readonly dir: string) {}

  /** The file's path; refuses anything that is not a key this store made. */
  pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.dir, ...key.split('/'));
  }

  async save(bytes: Buffer, now = new Date()): Promise<SavedBytes> {
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const key = `${now.getUTCFullYear()}/${month}/${randomUUID()}`;
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    await writeFile(partial, bytes, { flag: 'wx', mode: 0o640 });
    await rename(partial, target);
    return { key, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  /** Saves a stream as it comes (a big export never held in memory), hashing it on the way. */
  async saveStream(stream: Readable, now = new Date()): Promise<SavedBytes> {
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const key = `${now.getUTCFullYear()}/${month}/${randomUUID()}`;
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    const hash = createHash('sha256');
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
    });
    try {
      await pipeline(stream, createWriteStream(partial, { flags: 'wx', mode: 0o640 }));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await rename(partial, target);
    return { key, size, sha256: hash.digest('hex') };
  }

  open(key: string): ReadStream {
    return createReadStream(this.pathOf(key));
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  /** Removes the bytes; a file already gone is not an error. */
  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
