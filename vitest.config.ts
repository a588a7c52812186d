import { defineConfig } from 'vitest/config';

// One runner for every unit, API and component test. The server suite runs twice:
// once on SQLite and once on PostgreSQL (TEST_DATABASE_URL), each test file in its own database.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server-sqlite',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'sqlite' },
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          testTimeout: 20_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Data Grid screens take a few seconds to render on a busy 2-core machine.
          testTimeout: 15_000,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
