/**
 * Work started in the background after a request answered (a notification written after the
 * money moved, an alert published). A short-lived process, such as a CLI command, waits for it
 * before closing the database and the broadcaster, so nothing it set off is cut short.
 */
export function createPendingWork() {
  const pending = new Set<Promise<unknown>>();
  return {
    /** Runs `work` in the background; its failure is the caller's to handle inside `work`. */
    track(work: Promise<unknown>): void {
      pending.add(work);
      void work.finally(() => pending.delete(work)).catch(() => undefined);
    },
    /** Resolves once everything tracked so far, and whatever it set off, has finished. */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type PendingWork = ReturnType<typeof createPendingWork>;
