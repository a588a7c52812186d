import { AGREEMENT_REQUIRED_CODE } from '@collegium/domain/agreement-path';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './access.ts';
import { AppError } from './errors.ts';

// Issue 15: the agreement gate on the API side. A signed-in user who has not accepted the current
// version of every policy that applies to them is refused (403 `agreement_required`) on every
// call except public ones and those a route marks `config.beforeAgreement` (reading and accepting
// the policies; signing out is public). Someone acting as another user is not stopped: accepting
// is the person's own act, and the web does not send them to the agreement page either.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable while a policy waits to be accepted (the agreement calls themselves). */
    beforeAgreement?: true;
  }
}

export const agreementRequired = () =>
  new AppError(
    403,
    AGREEMENT_REQUIRED_CODE,
    'Please read and accept the college’s policies on the agreement page before going on.',
  );

/** Registered after the access check, so only callers who passed it get here. */
export function registerAgreementGate(app: FastifyInstance, hasPendingPolicy: (auth: AuthContext) => Promise<boolean>) {
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (!config.access || 'public' in config.access || config.beforeAgreement) return;
    const auth = await request.loadAuth();
    if (!auth || auth.realUserId !== null) return;
    if (await hasPendingPolicy(auth)) throw agreementRequired();
  });
}
