import { defineConfig } from 'vitest/config';

// One runner for every unit, API and component test. The server suite runs twice:
// once on SQLite and once on PostgreSQL (TEST_DATABASE_URL), each test file in its own database.
// Server test files share one module graph per worker (isolate: false): each builds its own app
// and database, and importing the server once instead of per file makes the suite several times
// faster. A file that replaces a module with vi.mock is named *.mock.test.ts and runs isolated,
// so its mock never reaches another file.
const MOCKING = 'server/src/**/*.mock.test.ts';
// Files that read what the process as a whole has registered (the recurring job types), which
// other files' apps add to when they share a worker: these run isolated too.
const PROCESS_WIDE = ['server/src/test/feature-flags.test.ts'];

function serverProjects(db: 'sqlite' | 'postgres') {
  // A file that builds several apps migrates a fresh database for each: on PostgreSQL that is a
  // few seconds per app, more on a busy 2-core machine, so PostgreSQL files get a longer limit.
  const limit = db === 'postgres' ? 60_000 : 20_000;
  const common = {
    environment: 'node' as const,
    env: { TEST_DB: db },
    globalSetup: ['server/src/test/global-setup.ts'],
    testTimeout: limit,
    hookTimeout: limit,
  };
  return [
    {
      test: {
        ...common,
        name: `server-${db}`,
        include: ['server/src/**/*.test.ts'],
        exclude: [MOCKING, ...PROCESS_WIDE],
        isolate: false,
      },
    },
    { test: { ...common, name: `server-${db}-mocked`, include: [MOCKING, ...PROCESS_WIDE] } },
  ];
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which
    // leaves a core idle while a worker waits on PostgreSQL or the file system. Two keep both busy.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], environment: 'node' } },
      ...serverProjects('sqlite'),
      ...serverProjects('postgres'),
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Data Grid screens take a few seconds to render on a busy 2-core machine.
          testTimeout: 30_000,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
