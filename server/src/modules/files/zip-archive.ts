import { crc32, inflateRawSync } from 'node:zlib';

// A strict reader of a ZIP archive's whole structure (APPNOTE 4.3), for checking uploads: the
// end record must close the file, the central directory must sit right before it, and the local
// entries must fill the bytes from offset 0 up to the directory with nothing between them, so no
// other content can hide before, inside or after the archive. Every entry is inflated (within its
// declared size) and its CRC-32 checked. ZIP64, encryption and methods other than stored and
// deflate are refused: a Word document never needs them.

export class ZipError extends Error {}

export interface ZipEntry {
  name: string;
  method: number;
  size: number;
  compressedSize: number;
  crc32: number;
  localOffset: number;
}

export interface ZipArchive {
  entries: ZipEntry[];
  /** The inflated content of an entry named in `keep` (checked against its CRC). */
  read(name: string): Buffer | undefined;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;

/** The most the entries may inflate to in all: refuses ZIP bombs. */
export const MAX_INFLATED_BYTES = 100 * 1024 * 1024;

function findEndRecord(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === EOCD && at + 22 + bytes.readUInt16LE(at + 20) === bytes.length) return at;
  }
  throw new ZipError('the archive has no end record at its end');
}

/** Reads and checks the whole archive; keeps the inflated content of the entries named in `keep`. */
export function readZip(bytes: Buffer, keep: readonly string[] = []): ZipArchive {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL)
    throw new ZipError('the archive does not start with an entry');
  const end = findEndRecord(bytes);
  if (bytes.readUInt16LE(end + 20) !== 0) throw new ZipError('the archive carries a comment');
  const disk = bytes.readUInt16LE(end + 4);
  const cdDisk = bytes.readUInt16LE(end + 6);
  const onDisk = bytes.readUInt16LE(end + 8);
  const total = bytes.readUInt16LE(end + 10);
  const cdSize = bytes.readUInt32LE(end + 12);
  const cdOffset = bytes.readUInt32LE(end + 16);
  if (disk !== 0 || cdDisk !== 0 || onDisk !== total) throw new ZipError('the archive spans several disks');
  if (total === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff)
    throw new ZipError('ZIP64 archives are not accepted');
  if (total === 0) throw new ZipError('the archive is empty');
  if (cdOffset + cdSize !== end) throw new ZipError('the central directory does not end where the end record begins');

  const entries: (ZipEntry & { flags: number; dataStart: number; dataEnd: number })[] = [];
  const names = new Set<string>();
  let at = cdOffset;
  for (let i = 0; i < total; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) throw new ZipError('the central directory is damaged');
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const crc = bytes.readUInt32LE(at + 16);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) throw new ZipError('the central directory is damaged');
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    if (flags & 0x1) throw new ZipError('the archive is encrypted');
    if (method !== 0 && method !== 8) throw new ZipError(`an entry uses compression method ${method}`);
    if (name === '' || name.startsWith('/') || name.includes('\\') || name.split('/').includes('..'))
      throw new ZipError('an entry has an unsafe name');
    if (names.has(name)) throw new ZipError(`the entry ${name} appears twice`);
    names.add(name);
    if (localOffset + 30 > cdOffset || bytes.readUInt32LE(localOffset) !== LOCAL)
      throw new ZipError(`the entry ${name} is missing`);
    const localName = bytes.toString('utf8', localOffset + 30, localOffset + 30 + bytes.readUInt16LE(localOffset + 26));
    if (localName !== name) throw new ZipError(`the entry ${name} does not match its directory record`);
    const dataStart = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    let dataEnd = dataStart + compressedSize;
    if (dataEnd > cdOffset) throw new ZipError(`the entry ${name} runs past the archive`);
    if (flags & 0x8) {
      // A data descriptor follows the data: optional signature, CRC, sizes.
      dataEnd += dataEnd + 4 <= cdOffset && bytes.readUInt32LE(dataEnd) === DESCRIPTOR ? 16 : 12;
      if (dataEnd > cdOffset) throw new ZipError(`the entry ${name} runs past the archive`);
    }
    entries.push({ name, method, size, compressedSize, crc32: crc, localOffset, flags, dataStart, dataEnd });
    at = next;
  }
  if (at !== end) throw new ZipError('the central directory holds more than its entries');

  // The entries must fill the archive up to the directory: no bytes hidden between them.
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  let expected = 0;
  for (const e of byOffset) {
    if (e.localOffset !== expected) throw new ZipError('the archive holds bytes that belong to no entry');
    expected = e.dataEnd;
  }
  if (expected !== cdOffset) throw new ZipError('the archive holds bytes that belong to no entry');

  let inflatedTotal = 0;
  const contents = new Map<string, Buffer>();
  for (const e of entries) {
    inflatedTotal += e.size;
    if (inflatedTotal > MAX_INFLATED_BYTES) throw new ZipError('the archive inflates to too much');
    const raw = bytes.subarray(e.dataStart, e.dataStart + e.compressedSize);
    let data: Buffer;
    try {
      data = e.method === 0 ? raw : inflateRawSync(raw, { maxOutputLength: Math.max(1, e.size) });
    } catch {
      throw new ZipError(`the entry ${e.name} cannot be inflated`);
    }
    if (data.length !== e.size || crc32(data) !== e.crc32) throw new ZipError(`the entry ${e.name} is damaged`);
    if (keep.includes(e.name)) contents.set(e.name, data);
  }
  return {
    entries: entries.map(({ name, method, size, compressedSize, crc32: c, localOffset }) => ({
      name,
      method,
      size,
      compressedSize,
      crc32: c,
      localOffset,
    })),
    read: (name) => contents.get(name),
  };
}
