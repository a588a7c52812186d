import { vi } from 'vitest';

// A fetch double for tests: each call is answered by `handler` from the method and path.

export interface MockAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type MockHandler = (request: {
  method: string;
  path: string;
  url: string;
  body: unknown;
}) => MockAnswer | Error | Promise<MockAnswer | Error>;

export function json(status: number, body?: unknown, headers: Record<string, string> = {}): MockAnswer {
  return { status, body, headers: { 'content-type': 'application/json', ...headers } };
}

/** `url` with its query parameters in name order, to compare calls whatever order they were built in. */
export function sortedQuery(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.sort();
  return parsed.pathname + parsed.search;
}

/** Replaces global fetch; returns the mock so tests can read its calls. */
export function mockFetch(handler: MockHandler) {
  const fn = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = await handler({ method: init.method ?? 'GET', path: parsed.pathname + parsed.search, url, body });
    if (answer instanceof Error) throw answer;
    const text =
      answer.body === undefined ? null : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, { status: answer.status, headers: answer.headers ?? {} });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** A complete user as the server sends it (docs/api-contract.md). */
export function userAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    name: 'Grace Hopper',
    email: 'grace@example.org',
    picture: null,
    role: '',
    permissions: ['dashboard:view'],
    hub: null,
    programme: null,
    pathway: null,
    tokens: [],
    overridingUser: null,
    isStudent: false,
    isApplicant: false,
    ...overrides,
  };
}
