import { describe, expect, it } from 'vitest';
import { type ErrorEvent, scrubErrorEvent, scrubText, scrubUrl } from './error-report-scrub.ts';

const event = (): ErrorEvent => ({
  message: 'Failed for jane.doe@example.ac.uk at SW1A 1AA, phone 07700 900123, id 123456789',
  request: {
    method: 'POST',
    url: 'https://college.example/api/students?search=Jane%20Doe&email=jane@example.com',
    query_string: 'search=Jane%20Doe',
    data: { firstName: 'Jane', ethnicity: 'White' },
    cookies: { collegium_session: 'abc' },
    headers: {
      cookie: 'collegium_session=abc',
      authorization: 'Bearer x',
      'user-agent': 'Chromium',
      referer: 'https://x/?q=Jane',
    },
    env: { REMOTE_ADDR: '10.0.0.1' },
  },
  user: { id: 42, email: 'jane@example.com', username: 'jane', ip_address: '10.0.0.1' },
  exception: {
    values: [
      {
        type: 'Error',
        value: 'duplicate key for jane@example.com',
        stacktrace: {
          frames: [{ filename: 'a.ts', vars: { lastName: 'Doe', count: 3, nested: { religion: 'x', ok: 'fine' } } }],
        },
      },
    ],
  },
  breadcrumbs: [{ message: 'GET /api/students?search=Jane' }],
  extra: { body: '{"firstName":"Jane"}' },
  contexts: { os: { name: 'Linux' }, person: { dateOfBirth: '2000-01-01', code: 'A' } },
  tags: { route: '/api/students', email: 'jane@example.com' },
});

describe('error report scrubbing', () => {
  it('masks e-mail addresses, postcodes, phone numbers and long numbers in text', () => {
    expect(scrubText('write to a.b+c@d.co.uk or call +44 7700 900123; CB2 1TN; 12345678')).toBe(
      'write to [email] or call [phone]; [postcode]; [number]',
    );
    expect(scrubText('Student 42 has 3 requests')).toBe('Student 42 has 3 requests');
  });

  it('cuts the query string and fragment from URLs', () => {
    expect(scrubUrl('https://x.example/api/students?search=Jane#top')).toBe('https://x.example/api/students');
  });

  it('keeps only the method, the path and harmless headers of the request', () => {
    const out = scrubErrorEvent(event());
    expect(out.request).toEqual({
      method: 'POST',
      url: 'https://college.example/api/students',
      headers: { 'user-agent': 'Chromium' },
    });
  });

  it('identifies the user by id only and drops breadcrumbs and extras', () => {
    const out = scrubErrorEvent(event());
    expect(out.user).toEqual({ id: 42 });
    expect(out.breadcrumbs).toBeUndefined();
    expect(out.extra).toBeUndefined();
  });

  it('masks personal data in messages, exception values, frame variables, contexts and tags', () => {
    const out = scrubErrorEvent(event());
    expect(out.message).toBe('Failed for [email] at [postcode], phone [phone], id [number]');
    const value = out.exception?.values?.[0];
    expect(value?.value).toBe('duplicate key for [email]');
    expect(value?.stacktrace?.frames?.[0]?.vars).toEqual({
      lastName: '[scrubbed]',
      count: 3,
      nested: { religion: '[scrubbed]', ok: 'fine' },
    });
    expect(out.contexts).toEqual({ os: { name: 'Linux' }, person: { dateOfBirth: '[scrubbed]', code: 'A' } });
    expect(out.tags).toEqual({ route: '/api/students', email: '[scrubbed]' });
  });

  it('leaves nothing of the original personal data anywhere in the event', () => {
    const text = JSON.stringify(scrubErrorEvent(event()));
    for (const secret of [
      'jane',
      'Jane',
      'Doe',
      'SW1A',
      '07700',
      'collegium_session',
      'Bearer',
      'White',
      '10.0.0.1',
      '2000-01-01',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('does not change the event it is given', () => {
    const input = event();
    const copy = JSON.parse(JSON.stringify(input));
    scrubErrorEvent(input);
    expect(input).toEqual(copy);
  });
});
