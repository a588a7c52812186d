import type { TestProject } from 'vitest/node';
import { migratedPostgresTemplate } from './migrated-database.ts';

/**
 * Vitest global setup of the server projects: the PostgreSQL projects get their migrated template
 * database before any worker starts, so no test file's first hook waits on a whole migration.
 */
export default async function setup(project: TestProject) {
  if (project.name.startsWith('server-postgres')) await migratedPostgresTemplate();
}
