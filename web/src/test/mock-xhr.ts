import { vi } from 'vitest';

// An XMLHttpRequest double for uploads (postForm sends files with XHR to report progress): each
// send is answered by `handler` from the method and path; the sent FormData is kept.

export interface XhrCall {
  method: string;
  path: string;
  body: unknown;
}

export function mockXhr(handler: (call: XhrCall) => { status: number; body?: unknown }) {
  const calls: XhrCall[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress?: unknown } = {};
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body: unknown) {
      const parsed = new URL(this.url, 'http://localhost');
      const call = { method: this.method, path: parsed.pathname + parsed.search, body };
      calls.push(call);
      const answer = handler(call);
      setTimeout(() => {
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return calls;
}
