import Fastify from 'fastify';

// (a) of the benchmark: the fastest a Fastify route can answer on this machine.
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3201), host: '127.0.0.1' });
