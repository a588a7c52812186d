import { describe, expect, it } from 'vitest';
import {
  UNHANDLED_ERROR_MESSAGE,
  formatErrorDetails,
  loginFailureDetail,
  selectErrorMessage,
} from './error-message.ts';
import { apiErrorBodySchema } from './error-body-schema.ts';
import type { ApiErrorBody } from './error-message.ts';
import {
  INCOMPLETE_USER_MESSAGE,
  PAGE_FORBIDDEN_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  accountingConnectionMessage,
} from './error-catalogue.ts';

const body: ApiErrorBody = {
  status: 422,
  code: 'VALIDATION',
  message: 'Please check the form',
  details: [
    { message: 'Required', param: 'evidence' },
    { message: 'Too long', param: 'name' },
  ],
};

describe('selectErrorMessage (spec 8)', () => {
  it.each([
    ['the server message first', { data: body, status: 422, networkMessage: 'Network Error' }, 'Please check the form'],
    ['the first detail next', { data: { ...body, message: '' }, status: 422 }, 'Required'],
    [
      'the first detail when message is missing',
      { data: { details: [{ message: 'Bad date', param: 'd' }] } },
      'Bad date',
    ],
    ['the error itself when a string', 'Something broke', 'Something broke'],
    ['the status text next', { data: { details: [] }, status: 404 }, 'Not found'],
    ['the status text for an unknown status', { status: 418 }, 'Something wrong. Client default error message'],
    ['the status text over the network message', { status: 503, networkMessage: 'timeout' }, 'Service Unavailable'],
    ['the network message with no response', { status: false, networkMessage: 'Network Error' }, 'Network Error'],
    [
      'the network message with no status',
      { networkMessage: 'timeout of 1000ms exceeded' },
      'timeout of 1000ms exceeded',
    ],
    ['the fallback', { status: false }, "getResponseErrorMessage can't handle error"],
    ['the fallback for an empty object', {}, UNHANDLED_ERROR_MESSAGE],
    ['the fallback for an empty string', '', UNHANDLED_ERROR_MESSAGE],
    ['the fallback for a non-object body', { data: 'oops', status: false }, UNHANDLED_ERROR_MESSAGE],
  ] as const)('takes %s', (_, failure, expected) => {
    expect(selectErrorMessage(failure)).toBe(expected);
  });

  it('copes with null', () => {
    expect(selectErrorMessage(null)).toBe(UNHANDLED_ERROR_MESSAGE);
  });
});

describe('formatErrorDetails (spec 8)', () => {
  it('lists each detail as message (param)', () => {
    expect(formatErrorDetails(body.details)).toEqual(['Required (evidence)', 'Too long (name)']);
  });

  it('shows a detail without param as its message, and odd entries as JSON', () => {
    expect(formatErrorDetails([{ message: 'Oops' }, { message: 'Empty', param: '' }, 42, { foo: 1 }])).toEqual([
      'Oops',
      'Empty',
      '42',
      '{"foo":1}',
    ]);
  });

  it('shows details that are not a list as JSON', () => {
    expect(formatErrorDetails({ field: 'name', reason: 'taken' })).toEqual(['{"field":"name","reason":"taken"}']);
    expect(formatErrorDetails('plain')).toEqual(['"plain"']);
  });

  it('gives nothing for no details', () => {
    expect(formatErrorDetails(undefined)).toEqual([]);
    expect(formatErrorDetails(null)).toEqual([]);
    expect(formatErrorDetails([])).toEqual([]);
  });
});

describe('loginFailureDetail (spec 5)', () => {
  it('joins the messages with line breaks', () => {
    expect(loginFailureDetail([{ message: 'Wrong password' }, { message: 'Account locked' }])).toBe(
      'Wrong password\nAccount locked',
    );
    expect(loginFailureDetail(['One', { message: 'Two' }, {}])).toBe('One\nTwo');
    expect(loginFailureDetail([])).toBe('');
    expect(loginFailureDetail(undefined)).toBe('');
  });
});

describe('apiErrorBodySchema (spec 8)', () => {
  it('accepts the error shape and rejects others', () => {
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    expect(apiErrorBodySchema.safeParse({ status: 404, code: 'NOT_FOUND', message: 'Not found' }).success).toBe(true);
    expect(apiErrorBodySchema.safeParse({ status: 404, message: 'Not found' }).success).toBe(false);
    expect(apiErrorBodySchema.safeParse({ ...body, details: [{ message: 'x' }] }).success).toBe(false);
  });
});

describe('error catalogue (spec 8)', () => {
  it('has the fixed messages', () => {
    expect(SESSION_EXPIRED_MESSAGE).toBe('Session expired - please login again');
    expect(PAGE_FORBIDDEN_MESSAGE).toBe('You do not have permission to access this page');
    expect(INCOMPLETE_USER_MESSAGE).toBe('User must contain at least id, name and email');
    expect(accountingConnectionMessage('Xero', 'Xero token expired')).toBe(
      'Xero connection problem: Xero token expired',
    );
  });
});
