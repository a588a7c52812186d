import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';
import { pickEncoding } from './compression.ts';

// issue 19: JSON answers above a small threshold are compressed by Accept-Encoding (and keep their
// no-store rule); the web app's assets go out precompressed from the build's .br and .gz files.

const dist = mkdtempSync(path.join(tmpdir(), 'collegium-dist-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<html><head><!--collegium:base--><!--collegium:config--></head><body></body></html>',
);
mkdirSync(path.join(dist, 'assets'));
const script = `console.log(${JSON.stringify('collegium '.repeat(400))});`;
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));

const { app, db } = await createTestApp({ WEB_DIST: dist });
const admin = await buildUser(db, { permissions: '*' });
for (let i = 0; i < 12; i++) await buildStudent(db, (await buildUser(db)).personId);
const cookie = await login(app, admin);

describe('compressed JSON (issue 19)', () => {
  it('compresses a list with brotli or gzip when asked, and keeps Cache-Control: no-store', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/students', headers: { cookie } });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const rows = plain.json<{ items: unknown[] }>().items;
    expect(rows.length).toBeGreaterThanOrEqual(12);

    const br = await app.inject({
      method: 'GET',
      url: '/api/students',
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await app.inject({
      method: 'GET',
      url: '/api/students',
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('does not compress when not asked, when refused, or below the threshold', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/students', headers: { cookie } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const identity = await app.inject({
      method: 'GET',
      url: '/api/students',
      headers: { cookie, 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(plain.json());
    const small = await app.inject({ method: 'GET', url: '/api/status', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('precompressed assets (issue 19)', () => {
  it('sends the .br or .gz copy by Accept-Encoding, with the script type and Vary', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('preloads the login photo on the sign-in page and the sidebar image elsewhere', async () => {
    const login = await app.inject({ method: 'GET', url: '/pages/login' });
    expect(login.body).toContain('<link rel="preload" as="image" href="login.jpg"');
    const other = await app.inject({ method: 'GET', url: '/students' });
    expect(other.body).toContain('<link rel="preload" as="image" href="sidebar-1.jpg"');
  });
});
