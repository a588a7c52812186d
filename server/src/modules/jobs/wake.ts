// Lets code that has just committed a job nudge this process's worker instead of waiting for the
// next poll. Other processes find the job on their own poll; nothing here is needed for that.

const listeners = new Set<() => void>();

export function onJobsQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyJobsQueued(): void {
  for (const listener of listeners) listener();
}
