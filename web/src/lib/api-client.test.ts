import { describe, expect, it, vi } from 'vitest';
import { ApiError, api, auth, withQuery } from './api-client.ts';
import { setConfig } from './config.ts';
import { json, mockFetch } from '../test/mock-fetch.ts';

describe('the response wrapper (spec 7)', () => {
  it('wraps a success: data, success, status, statusMessage and message', async () => {
    mockFetch(() => json(200, { items: [1, 2] }));
    await expect(api.get('students')).resolves.toEqual({
      success: true,
      data: { items: [1, 2] },
      status: 200,
      statusMessage: 'All done. Request successfully executed',
      message: 'All done. Request successfully executed',
    });
  });

  it('counts every status from 200 up to 399 as a success', async () => {
    mockFetch(() => json(201, { id: 3 }));
    await expect(api.post('students', { name: 'A' })).resolves.toMatchObject({
      success: true,
      status: 201,
      statusMessage: 'Data successfully created',
    });
    mockFetch(() => ({ status: 204 }));
    await expect(api.delete('students/3')).resolves.toMatchObject({
      success: true,
      status: 204,
      data: null,
      statusMessage: 'No content',
    });
    mockFetch(() => json(304));
    await expect(api.get('students')).resolves.toMatchObject({ success: true, status: 304 });
  });

  it('sends JSON with same-origin credentials to the API prefix, and auth calls to /auth', async () => {
    setConfig({ apiPrefix: '/svc/api/' });
    const fetch = mockFetch(() => json(200, {}));
    await api.put('forms/student/dbs', { consent: true }, { query: { draft: 1, skip: undefined, tags: ['a', 'b'] } });
    await auth.post('login', { email: 'a@b.c', password: 'p' });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/svc/api/forms/student/dbs?draft=1&tags=a&tags=b');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'same-origin', body: '{"consent":true}' });
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(fetch.mock.calls[1]?.[0]).toBe('/auth/login');
    setConfig({});
  });

  it('keeps a query already in the path (?schema, ?export=excel)', () => {
    expect(withQuery('/api/students?schema')).toBe('/api/students?schema');
    expect(withQuery('/api/students?export=excel', { search: 'smith' })).toBe(
      '/api/students?export=excel&search=smith',
    );
  });
});

describe('the failure wrapper (spec 8)', () => {
  it('rejects with success false, the server error as data, status, statusMessage and the chosen message', async () => {
    const body = {
      status: 422,
      code: 'validation_failed',
      message: 'Some fields are not valid.',
      details: [{ message: 'Enter a name.', param: 'name' }],
    };
    mockFetch(() => json(422, body));
    const error = (await api.post('students', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect({
      success: error.success,
      data: error.data,
      status: error.status,
      statusMessage: error.statusMessage,
      message: error.message,
    }).toEqual({
      success: false,
      data: body,
      status: 422,
      statusMessage: 'Validation error',
      message: 'Some fields are not valid.',
    });
    expect(error.code).toBe('validation_failed');
  });

  it('falls back to the first detail, then the status text, when the server gives no message', async () => {
    mockFetch(() => json(422, { details: [{ message: 'Enter a name.', param: 'name' }] }));
    await expect(api.get('x')).rejects.toMatchObject({ message: 'Enter a name.' });
    mockFetch(() => ({ status: 503, body: '' }));
    await expect(api.get('x')).rejects.toMatchObject({
      message: 'Service Unavailable',
      statusMessage: 'Service Unavailable',
      data: null,
    });
  });

  it('has status false and the network message when no response came back', async () => {
    mockFetch(() => new TypeError('Failed to fetch'));
    await expect(api.get('x')).rejects.toMatchObject({
      success: false,
      status: false,
      data: null,
      statusMessage: 'Something wrong. Client default error message',
      message: 'Failed to fetch',
    });
  });
});

describe('downloads (spec 7.2)', () => {
  function captureDownload() {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    return names;
  }

  it("saves under the server's filename", async () => {
    const names = captureDownload();
    mockFetch(() => ({
      status: 200,
      body: 'xlsx-bytes',
      headers: { 'content-disposition': 'attachment; filename="students-2025.xlsx"' },
    }));
    await expect(api.download('students?export=excel')).resolves.toBe('students-2025.xlsx');
    expect(names).toEqual(['students-2025.xlsx']);
  });

  it('saves as file.{type} when the server names no file', async () => {
    const names = captureDownload();
    mockFetch(() => ({ status: 200, body: 'csv' }));
    await expect(api.download('report', { method: 'POST', body: { fields: ['a'] }, type: 'csv' })).resolves.toBe(
      'file.csv',
    );
    expect(names).toEqual(['file.csv']);
  });

  it('reports the bytes received as the body streams in', async () => {
    const names = captureDownload();
    mockFetch(() => ({ status: 200, body: 'twelve bytes', headers: { 'content-length': '12' } }));
    const progress: [number, number | null][] = [];
    await api.download('students?export=excel', { onProgress: (received, total) => progress.push([received, total]) });
    expect(progress[0]).toEqual([0, 12]);
    expect(progress.at(-1)).toEqual([12, 12]);
    expect(names).toEqual(['file.xlsx']);
  });

  it('rejects with the failure wrapper when the export fails', async () => {
    mockFetch(() => json(403, { status: 403, code: 'forbidden', message: 'No export for you.' }));
    await expect(api.download('students?export=excel')).rejects.toMatchObject({
      status: 403,
      message: 'No export for you.',
    });
  });
});
