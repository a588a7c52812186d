import { isSuccessStatus, statusText } from '@collegium/domain/http-status';
import { selectErrorMessage } from '@collegium/domain/error-message';
import type { ApiErrorBody } from '@collegium/domain/error-message';
import { apiUrl } from './config.ts';
import { downloadFilename } from './content-disposition.ts';

// The one HTTP client of the web app (spec 7, 8; docs/api-contract.md). Same-origin cookies carry
// the session; bodies are JSON. A success is wrapped as spec 7 says, a failure as spec 8 says and
// thrown as an ApiError so TanStack Query and callers see one shape.

/** spec 7: the response wrapper. */
export interface ApiResponse<T> {
  success: true;
  data: T;
  status: number;
  statusMessage: string;
  message: string;
}

/** spec 8: the failure wrapper; status is false when no response came back. */
export interface ApiFailure {
  success: false;
  /** The server's error object (docs/api-contract.md error shape), or null with no response. */
  data: unknown;
  status: number | false;
  statusMessage: string;
  message: string;
}

export class ApiError extends Error implements ApiFailure {
  readonly success = false as const;
  readonly data: unknown;
  readonly status: number | false;
  readonly statusMessage: string;

  constructor(failure: Omit<ApiFailure, 'success'>) {
    super(failure.message);
    this.name = 'ApiError';
    this.data = failure.data;
    this.status = failure.status;
    this.statusMessage = failure.statusMessage;
  }

  /** The server's error body when it has the contract's shape (code and message at least). */
  get body(): Partial<ApiErrorBody> | null {
    const d = this.data;
    return typeof d === 'object' && d !== null && !Array.isArray(d) ? (d as Partial<ApiErrorBody>) : null;
  }

  /** The server's error code ('validation_failed', 'accounting_provider', ...), if any. */
  get code(): string | undefined {
    const code = this.body?.code;
    return typeof code === 'string' ? code : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

/** Appends `query` to `url`; null and undefined values are left out, arrays repeat the key. */
export function withQuery(url: string, query?: Query): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== null && v !== undefined) params.append(key, String(v));
  }
  const text = params.toString();
  // `?schema` and `?export=excel` (spec 7.2) may already sit in the path.
  return text === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (text === '') return null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function failure(data: unknown, status: number | false, networkMessage?: string): ApiError {
  return new ApiError({
    data,
    status,
    statusMessage: statusText(status),
    message: selectErrorMessage({ data, status, ...(networkMessage ? { networkMessage } : {}) }),
  });
}

/** Sends one request; resolves with the spec 7 wrapper, rejects with an ApiError (spec 8). */
async function send(method: string, url: string, options: RequestOptions = {}): Promise<Response> {
  const hasBody = options.body !== undefined;
  try {
    return await fetch(withQuery(url, options.query), {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw failure(null, false, error instanceof Error ? error.message : String(error));
  }
}

export async function request<T>(method: string, url: string, options?: RequestOptions): Promise<ApiResponse<T>> {
  const response = await send(method, url, options);
  const data = await readBody(response);
  if (!isSuccessStatus(response.status)) throw failure(data, response.status);
  const statusMessage = statusText(response.status);
  return { success: true, data: data as T, status: response.status, statusMessage, message: statusMessage };
}

/** Saves a blob under `filename` through a temporary link. */
function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Bytes received so far and the size the server announced (null when it did not say). */
export type DownloadProgress = (received: number, total: number | null) => void;

export interface DownloadOptions extends RequestOptions {
  method?: 'GET' | 'POST';
  /** Extension used when the server names no file (spec 7.2: file.{type}). */
  type?: string;
  /** Called as the body streams in, so a big export can show how far it has got. */
  onProgress?: DownloadProgress;
}

/** Reads the body chunk by chunk, reporting progress; falls back to blob() without a stream. */
async function readBlob(response: Response, onProgress?: DownloadProgress): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!onProgress || !response.body) return response.blob();
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, { type });
}

/** Downloads a file (spreadsheet exports, spec 7.2) and resolves with the name it was saved as. */
export async function download(
  url: string,
  { method = 'GET', type = 'xlsx', onProgress, ...options }: DownloadOptions = {},
): Promise<string> {
  const response = await send(method, url, options);
  if (!isSuccessStatus(response.status)) throw failure(await readBody(response), response.status);
  const filename = downloadFilename(response.headers.get('content-disposition'), type);
  saveBlob(await readBlob(response, onProgress), filename);
  return filename;
}

/** A client rooted at one base: the API prefix, or /auth at the origin (spec 7, 7.1). */
function clientFor(resolve: (path: string) => string) {
  return {
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', resolve(path), options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', resolve(path), { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', resolve(path), { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', resolve(path), { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', resolve(path), options),
    download: (path: string, options?: DownloadOptions) => download(resolve(path), options),
  };
}

/** Calls under the configured API prefix: `api.get('students')` → GET /api/students. */
export const api = clientFor(apiUrl);

/** Authentication calls at the origin: `auth.post('login', body)` → POST /auth/login. */
export const auth = clientFor((path) => `/auth/${path.replace(/^\/+/, '')}`);
