import { describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';
import { setConfig } from './config.ts';
import { errorNotice, handleApiError, setAgreementRequiredHandler, setErrorNavigation } from './error-handler.ts';
import { useSessionStore } from './session/session-store.ts';
import { useSnackbarStore } from './snackbar-store.ts';
import { json, mockFetch, userAnswer } from '../test/mock-fetch.ts';

/** Makes one call answered with `status` and `body`, passes the failure to the handler. */
async function failWith(status: number, body: unknown) {
  mockFetch(() => json(status, body));
  const navigate = vi.fn();
  setErrorNavigation(navigate);
  const error = await api.get('anything').catch((e: unknown) => e);
  handleApiError(error);
  return { navigate, snackbar: useSnackbarStore.getState().current };
}

describe('the error catalogue (spec 8)', () => {
  it('403 agreement_required: no message; the shell is told to ask for the policies (issue 15)', async () => {
    useSnackbarStore.getState().close();
    const asked = vi.fn();
    setAgreementRequiredHandler(asked);
    const { navigate, snackbar } = await failWith(403, {
      status: 403,
      code: 'agreement_required',
      message: 'Accept the policies first.',
    });
    expect(asked).toHaveBeenCalledOnce();
    expect(snackbar).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    setAgreementRequiredHandler(() => undefined);
  });

  it('401 from any call: "Session expired - please login again", session ended, go to /', async () => {
    useSessionStore.setState({ status: 'authenticated', user: userAnswer() as never });
    const { navigate, snackbar } = await failWith(401, {
      status: 401,
      code: 'unauthenticated',
      message: 'Sign in first.',
    });
    expect(snackbar).toMatchObject({ message: 'Session expired - please login again', type: 'error' });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(useSessionStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, student: null });
  });

  it('500 with the accounting-provider code: "<provider> connection problem: {message}"', async () => {
    setConfig({ accountingProviderName: 'Xero' });
    const { snackbar, navigate } = await failWith(500, {
      status: 500,
      code: 'accounting_provider',
      message: 'Xero rejected the token',
    });
    expect(snackbar).toMatchObject({ message: 'Xero connection problem: Xero rejected the token', type: 'error' });
    expect(navigate).not.toHaveBeenCalled();
    setConfig({});
  });

  it('422: the general error display with each detail as "message (param)"', async () => {
    const { snackbar } = await failWith(422, {
      status: 422,
      code: 'validation_failed',
      message: 'Some fields are not valid.',
      details: [
        { message: 'Enter a surname.', param: 'lastName' },
        { message: 'Enter a post code.', param: 'address.postCode' },
      ],
    });
    expect(snackbar).toMatchObject({
      message: 'Some fields are not valid.\nEnter a surname. (lastName)\nEnter a post code. (address.postCode)',
      type: 'error',
      permanent: true,
    });
  });

  it('500: the general error display; details that are not a list are shown as JSON', async () => {
    const { snackbar } = await failWith(500, {
      status: 500,
      code: 'internal',
      message: 'Something broke.',
      details: { table: 'students' },
    });
    expect(snackbar).toMatchObject({
      message: 'Something broke.\n{"table":"students"}',
      permanent: true,
      type: 'error',
    });
    const plain = await failWith(500, { status: 500, code: 'internal', message: 'Something broke.' });
    expect(plain.snackbar).toMatchObject({ message: 'Something broke.', permanent: true });
  });

  it('other errors: their message as an error notice', async () => {
    const { snackbar, navigate } = await failWith(403, {
      status: 403,
      code: 'forbidden',
      message: 'You may not do that.',
    });
    expect(snackbar).toMatchObject({ message: 'You may not do that.', type: 'error', permanent: false });
    expect(navigate).not.toHaveBeenCalled();
    const conflict = await failWith(409, {
      status: 409,
      code: 'conflict',
      message: 'Someone else changed this record.',
    });
    expect(conflict.snackbar?.message).toBe('Someone else changed this record.');
  });

  it('a dropped connection: the network message as an error notice', async () => {
    mockFetch(() => new TypeError('Failed to fetch'));
    handleApiError(await api.get('x').catch((e: unknown) => e));
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Failed to fetch', type: 'error' });
  });

  it('errorNotice works on plain errors too', () => {
    expect(errorNotice(new Error('boom'), 'Xero')).toEqual({
      message: 'boom',
      permanent: false,
      sessionExpired: false,
    });
  });
});
