import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ConfigError } from './config-values.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-accounts.ts';
import { JobWorker } from './modules/jobs/worker.ts';
import { prepareDatabase } from './startup.ts';

// Starts the server: configuration, database, demo data on first run, then HTTP.

async function main() {
  const config = loadConfig();
  const seedDemo = process.env.DEMO_DATA !== 'false';
  const db = await prepareDatabase(config, (m) => console.log(m), seedDemo);
  const { app, ctx } = await buildApp({ config, db });

  // Background jobs (mail delivery); JOB_WORKER=false leaves them to other processes.
  const worker = config.jobs.worker ? new JobWorker(ctx) : null;

  // Hourly housekeeping; a failure (the database away) waits for the next hour.
  const purge = setInterval(
    () => {
      void ctx.sessions.purgeExpired().catch(() => undefined);
      void ctx.lockout.purgeStale().catch(() => undefined);
    },
    60 * 60 * 1000,
  );
  purge.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(purge);
    await app.close();
    await worker?.stop();
    await db.close();
    process.exit(0);
  };
  // An error nothing caught: reported (when SENTRY_DSN is set) and logged. An uncaught exception
  // leaves the process in an unknown state, so it ends (the service manager restarts it); an
  // unhandled rejection is reported and the process goes on.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection');
    app.errorReporter?.capture(reason);
  });
  process.on('uncaughtException', (error) => {
    app.log.fatal({ err: error }, 'uncaught exception');
    app.errorReporter?.capture(error);
    void (app.errorReporter?.flush(2000) ?? Promise.resolve(true)).finally(() => process.exit(1));
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  worker?.start();
  const url = `http://localhost:${config.port}${config.baseUrl}`;
  const where = db.dialect === 'sqlite' ? config.databaseUrl : 'PostgreSQL';
  console.log(`\nCollegium is running at ${url} (database: ${where})`);
  if (!config.smtpUrl) console.log('No SMTP_URL: e-mails are kept in the outbox (Admin > Outbox), not sent.');
  if (seedDemo) {
    console.log(`Demo sign-ins (password "${DEMO_PASSWORD}"):`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(26)} ${a.role}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
