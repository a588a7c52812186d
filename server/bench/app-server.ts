import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { prepareDatabase } from '../src/startup.ts';

// (p), (s) and (c) of the benchmark: the real server (every hook, the session, access control,
// helmet, validation and serialisation) with two no-op routes added, one public and one for any
// signed-in user, so the cost of the server itself and of a session lookup can be told apart from
// the list's.
const config = loadConfig();
const db = await prepareDatabase(config, () => undefined, false);
const { app } = await buildApp({ config, db, logger: false });
app.get('/bench/public', { config: { access: { public: true } } }, async () => ({ ok: true }));
app.get('/bench/signed-in', { config: { access: { signedIn: true } } }, async () => ({ ok: true }));
await app.listen({ port: config.port, host: '127.0.0.1' });
