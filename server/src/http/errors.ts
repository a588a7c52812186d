import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseBusy, isDatabaseUnavailable } from '../db/db-errors.ts';

// One error class and one error shape for every failure (DESIGN 4, spec 8):
// { status, code, message, details?: [{ message, param }] }.

export interface ErrorDetail {
  message: string;
  param: string;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }

  toBody() {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

export const validationFailed = (details: ErrorDetail[]) =>
  new AppError(422, 'validation_failed', 'Some of the information given is not valid.', details);
export const unauthenticated = () => new AppError(401, 'unauthenticated', 'Please sign in to continue.');
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);

function paramOf(instancePath: string, part: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || part || 'body';
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.code(error.status).send(error.toBody());
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = error.validationContext;
    const details = error.validation.map((v) => ({
      message: v.message ?? 'This value is not valid.',
      param: paramOf(v.instancePath, part),
    }));
    return reply.code(422).send(validationFailed(details).toBody());
  }
  if (error.statusCode === 429) {
    return reply
      .code(429)
      .send({ status: 429, code: 'rate_limited', message: 'Too many requests. Please wait a minute and try again.' });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors: malformed JSON, an empty body, an unsupported media type...
    const message = error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'The request body is empty.' : error.message;
    return reply.code(error.statusCode).send({ status: error.statusCode, code: 'bad_request', message });
  }
  if (isDatabaseUnavailable(error)) {
    // The database is away (restarting, unreachable) or busy: the server stays up and says so.
    request.log.warn({ err: error }, 'database unavailable');
    const busy = isDatabaseBusy(error);
    return reply
      .code(503)
      .header('Retry-After', busy ? '1' : '2')
      .send({
        status: 503,
        code: busy ? 'database_busy' : 'database_unavailable',
        message: busy
          ? 'The database is busy just now. Please try again in a moment.'
          : 'The database cannot be reached just now. Please try again in a moment.',
      });
  }
  request.log.error({ err: error }, 'unhandled error');
  request.server.errorReporter?.capture(error, request);
  return reply
    .code(500)
    .send({ status: 500, code: 'internal', message: 'Something went wrong on the server. Please try again.' });
}
