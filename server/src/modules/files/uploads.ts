import multipart from '@fastify/multipart';
import { formatFileSize } from '@collegium/domain/student-files';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, validationFailed } from '../../http/errors.ts';
import { isSafeText, unsafeTextDetails } from '../../http/text-guard.ts';
import type { FileStore } from './file-store.ts';

// Reading one uploaded file (multipart/form-data, field `file`) with its text fields, and sending
// a stored file back. Size limits are settings (PHOTO_MAX_MB, DOCUMENT_MAX_MB).

export interface Upload {
  bytes: Buffer;
  /** The name the browser sent: shown and offered as the download name, never used as a path. */
  filename: string;
  fields: Record<string, string>;
}

/** Registers the multipart parser in the calling plugin's scope. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 10_000, parts: 12 } });
}

export const fileTooLarge = (maxBytes: number) =>
  new AppError(413, 'file_too_large', `The file is too large: the most allowed is ${formatFileSize(maxBytes)}.`, [
    { param: 'file', message: `Choose a file of at most ${formatFileSize(maxBytes)}.` },
  ]);

const malformedUpload = () =>
  new AppError(
    400,
    'malformed_upload',
    'The upload could not be read: the request is not a complete multipart/form-data body. Please choose the file again.',
  );

const noFile = () => validationFailed([{ param: 'file', message: 'Choose a file to upload.' }]);

/** The uploaded file and fields; 413 past `maxBytes`, 422 when no file came. */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw noFile();
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && file === null) file = { bytes, filename: part.filename || 'upload' };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw validationFailed([{ param: 'file', message: 'Send one file at a time.' }]);
    }
    // Anything else the parser meets (no boundary, a body cut short, a broken part header) is a
    // malformed request, not a server fault.
    request.log.info({ err: error }, 'malformed multipart body');
    throw malformedUpload();
  }
  const unsafe = unsafeTextDetails(fields);
  if (file && !isSafeText(file.filename))
    unsafe.push({
      param: 'file',
      message: 'The file name contains control characters or invalid characters. Rename the file and try again.',
    });
  if (unsafe.length > 0) throw validationFailed(unsafe);
  if (!file || file.bytes.length === 0) throw noFile();
  return { ...file, fields };
}

export interface ServedFile {
  storage_key: string;
  content_type: string;
  size: number;
  sha256: string;
}

/**
 * Sends a stored file with its ETag (the sha256) and a 304 when the browser already holds it;
 * `cacheControl` says how long it may keep it. 404 when the bytes have gone from the store.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  file: ServedFile,
  headers: Record<string, string> = {},
) {
  const etag = `"${file.sha256}"`;
  reply.header('ETag', etag).header('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((m) => m.trim() === etag || m.trim() === `W/${etag}`)) {
    return reply.code(304).send();
  }
  if (!(await store.exists(file.storage_key))) {
    request.log.error({ key: file.storage_key }, 'stored file missing from FILES_DIR');
    throw new AppError(404, 'not_found', 'The stored file could not be found.');
  }
  return reply
    .header('Content-Type', file.content_type)
    .header('Content-Length', String(file.size))
    .send(store.open(file.storage_key));
}
