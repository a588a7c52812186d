import { describe, expect, it } from 'vitest';
import { isSuccessStatus, statusText } from './http-status.ts';

describe('statusText (spec 8)', () => {
  it.each([
    [200, 'All done. Request successfully executed'],
    [201, 'Data successfully created'],
    [204, 'No content'],
    [400, 'Bad Request'],
    [401, 'Needs authentication'],
    [403, 'Access forbidden'],
    [404, 'Not found'],
    [422, 'Validation error'],
    [500, 'Service error'],
    [503, 'Service Unavailable'],
    [409, 'Something wrong. Client default error message'],
    [502, 'Something wrong. Client default error message'],
    [0, 'Something wrong. Client default error message'],
    [false, 'Something wrong. Client default error message'],
    [undefined, 'Something wrong. Client default error message'],
  ] as const)('%s → %s', (status, text) => {
    expect(statusText(status)).toBe(text);
  });
});

describe('isSuccessStatus (spec 7.3)', () => {
  it.each([
    [199, false],
    [200, true],
    [204, true],
    [302, true],
    [399, true],
    [400, false],
    [500, false],
    [false, false],
    [undefined, false],
  ] as const)('%s → %s', (status, ok) => {
    expect(isSuccessStatus(status)).toBe(ok);
  });
});
