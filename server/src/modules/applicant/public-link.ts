import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';

// Links that go out by e-mail must be absolute: PUBLIC_URL when set (behind a proxy), else the
// origin the request came to, then the history base.

export function publicLink(ctx: AppContext, request: FastifyRequest, path: string): string {
  const origin = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return `${origin}${ctx.config.baseUrl}${path.replace(/^\/+/, '')}`;
}

/** What a link in an e-mail is made from, so services stay free of the request. */
export type LinkMaker = (path: string) => string;

export function linkMaker(ctx: AppContext, request: FastifyRequest): LinkMaker {
  return (path) => publicLink(ctx, request, path);
}
