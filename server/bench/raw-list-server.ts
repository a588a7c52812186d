import Fastify from 'fastify';
import { CompiledQuery } from 'kysely';
import { openDatabase } from '../src/db/database.ts';

// (b) of the benchmark: a bare Fastify handler running exactly the two SQL statements the list
// endpoint runs (compiled by the real list code and handed over in BENCH_QUERIES): the physical
// limit of the query, with no session, validation or presentation.
const queries = JSON.parse(process.env.BENCH_QUERIES ?? '[]') as { sql: string; parameters: unknown[] }[];
const db = openDatabase(process.env.DATABASE_URL ?? '');
const app = Fastify({ logger: false });
app.get('/raw', async () => {
  const [count, page] = await Promise.all(
    queries.map((q) => db.kysely.executeQuery(CompiledQuery.raw(q.sql, q.parameters))),
  );
  return { total: count?.rows[0], items: page?.rows };
});
await app.listen({ port: Number(process.env.PORT ?? 3202), host: '127.0.0.1' });
