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
  permissions: string[];
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
    if ('requires' in access && !meetsAll(auth.user.permissions, access.requires)) throw forbidden();
  });
}
