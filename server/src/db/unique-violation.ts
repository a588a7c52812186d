// A unique index refusing a row that a concurrent request has just written (PostgreSQL 23505,
// SQLite's UNIQUE constraint) becomes the given answer (a 409) instead of a 500.

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return (
    e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/i.test(e?.message ?? '')
  );
}

export async function onUniqueViolation<T>(answer: Error, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw answer;
    throw error;
  }
}
