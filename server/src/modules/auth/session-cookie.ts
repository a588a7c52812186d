import type { FastifyReply, FastifyRequest } from 'fastify';

// The session cookie: HttpOnly (no script reads it), SameSite=Lax, Secure behind HTTPS (DESIGN 4).
export const SESSION_COOKIE = 'collegium_session';

/**
 * Whether cookies must be Secure: the request came over HTTPS (directly, or through a trusted
 * proxy's X-Forwarded-Proto), or the installation's public address is https. The second holds
 * behind a TLS-terminating proxy that is not trusted (no TRUST_PROXY): the browser still speaks
 * HTTPS, so the cookie must never travel over plain HTTP.
 */
export function cookiesSecure(request: FastifyRequest, publicUrl: string | null): boolean {
  return request.protocol === 'https' || (publicUrl?.toLowerCase().startsWith('https:') ?? false);
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  maxAgeSeconds: number,
  publicUrl: string | null,
) {
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookiesSecure(request, publicUrl),
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string | null) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookiesSecure(request, publicUrl),
  });
}
