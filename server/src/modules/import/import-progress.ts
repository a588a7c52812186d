// How far a running import has got, in this process's memory. The commit is one transaction, so
// the rows it has written are not visible to a reader until it ends; its count is kept here and
// the status call reads it (the run's row carries the count the last committed step wrote).
// With several server processes a reader served by another process sees the stored count only.

const progress = new Map<number, number>();

export function setProgress(runId: number, rows: number): void {
  progress.set(runId, rows);
}

export function clearProgress(runId: number): void {
  progress.delete(runId);
}

export function liveProgress(runId: number): number | undefined {
  return progress.get(runId);
}
