import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { EnvelopeError, envelopeUrl, readEnvelope, writeEnvelope } from './envelope.ts';

// POST {api}/error-reports: the browser's error reports (issue 20), relayed to the service of
// SENTRY_DSN after scrubbing. Registered only when SENTRY_DSN is set (otherwise 404). Public,
// because a sign-in page can fail too, and limited per address so nobody can flood the service
// through us.

const MAX_BYTES = 200 * 1024;

export function errorReportRoutes(dsn: string) {
  const target = envelopeUrl(dsn);
  return async function register(app: FastifyInstance) {
    // The SDK sends the envelope as text; only this route's scope reads text bodies.
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      '/error-reports',
      { config: { access: { public: true }, rateLimit: { max: 30, timeWindow: '1 minute' } }, bodyLimit: MAX_BYTES },
      async (request, reply) => {
        const body = typeof request.body === 'string' ? request.body : '';
        let envelope: ReturnType<typeof readEnvelope>;
        try {
          envelope = readEnvelope(body);
        } catch (error) {
          if (error instanceof EnvelopeError) throw new AppError(400, 'bad_request', error.message);
          throw error;
        }
        if (envelope.header.dsn !== undefined && envelope.header.dsn !== dsn) {
          throw new AppError(400, 'bad_request', 'The error report is addressed to another service.');
        }
        if (envelope.events.length > 0) {
          const sent = await fetch(target, {
            method: 'POST',
            headers: { 'content-type': 'application/x-sentry-envelope' },
            body: writeEnvelope({ ...envelope.header, dsn }, envelope.events),
            signal: AbortSignal.timeout(5000),
          }).catch((error: unknown) => {
            request.log.warn({ err: error }, 'error report not relayed');
            return null;
          });
          if (sent && !sent.ok) request.log.warn({ status: sent.status }, 'error report refused by the service');
        }
        return reply.code(200).send({ accepted: envelope.events.length });
      },
    );
  };
}
