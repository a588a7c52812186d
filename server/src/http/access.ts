import { meetsAll, type Requirement } from '@collegium/domain/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from './errors.ts';

// Every route declares who may call it in `config.access`; a route without one is refused
// (fail closed) and a test walks the route table to keep it that way.
//   { public: true }          anyone, signed in or not
//   { signedIn: true }        any signed-in user
//   { requires: [...] }       signed in and every requirement met (spec 2.2 step 4 per requirement)

export type Access = { public: true } | { signedIn: true } | { requires: Requirement[] };

export interface AuthUser {
  id: number;
  personId: number;
  email: string;
  name: string;
  permissions: readonly string[];
}

export interface AuthContext {
  sessionHash: string;
  user: AuthUser;
  /** The real user while impersonating. */
  realUserId: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** Resolves the signed-in session once per request (null when there is none). */
    loadAuth(): Promise<AuthContext | null>;
  }
}

export interface RouteRecord {
  method: string | string[];
  url: string;
  access: Access | undefined;
}

export function describeAccess(access: Access | undefined): string {
  if (!access) return 'none';
  if ('public' in access) return 'public';
  if ('signedIn' in access) return 'signed in';
  return access.requires.map((r) => (typeof r === 'string' ? r : r.join(' | '))).join(' & ');
}

/** The signed-in user, or a 401. */
export async function requireAuth(request: FastifyRequest): Promise<AuthContext> {
  const auth = await request.loadAuth();
  if (!auth) throw unauthenticated();
  return auth;
}

/**
 * Whether a set of rights meets a route's requirements, remembered per (rights, route) pair:
 * requirement checks parse every held permission, and a session's rights are one shared frozen
 * array per distinct set (modules/auth/derived-permissions.ts), so the answer is worked out once.
 * A changed role or grant gives the session another array, asked afresh; a set that is not frozen
 * is checked every time.
 */
const granted = new WeakMap<readonly string[], Map<readonly Requirement[], boolean>>();

export function meetsRoute(permissions: readonly string[], requires: readonly Requirement[]): boolean {
  // Only a frozen set can be remembered: nothing can change it after the answer is kept.
  if (!Object.isFrozen(permissions)) return meetsAll(permissions, requires);
  let answers = granted.get(permissions);
  if (!answers) granted.set(permissions, (answers = new Map()));
  let answer = answers.get(requires);
  if (answer === undefined) answers.set(requires, (answer = meetsAll(permissions, requires)));
  return answer;
}

export function registerAccessControl(app: FastifyInstance, routes: RouteRecord[]) {
  app.addHook('onRoute', (route) => {
    // Read the declaration when asked: a scope's own onRoute hook may set it after this one runs.
    routes.push({
      method: route.method,
      url: route.url,
      get access() {
        return route.config?.access;
      },
    });
  });
  // onRequest, before the body is parsed or validated: an anonymous caller or one without the
  // permission gets 401/403 and never learns a route's field names from a 422.
  app.addHook('onRequest', async (request) => {
    if (request.is404) return; // the not-found handler answers for itself
    const access = request.routeOptions.config.access;
    if (!access) throw forbidden('This call declares no permission and is refused.');
    if ('public' in access) return;
    const auth = await requireAuth(request);
    if ('requires' in access && !meetsRoute(auth.user.permissions, access.requires)) throw forbidden();
  });
}
