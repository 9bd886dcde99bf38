import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not hold up the answer (mail delivery, password reset mails) but must not be
 * lost silently either: failures are logged, and closing the app waits for what is under way,
 * so the database is never closed under a running task.
 */
export function createBackgroundTasks(logger: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(description: string, work: () => Promise<void>): void {
      // Started on the next tick: a task that throws synchronously is still caught and logged.
      const task = Promise.resolve()
        .then(work)
        .catch((error: unknown) => logger.error({ err: error }, `${description} failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },

    /** Resolves once nothing is running, tasks started by tasks included. */
    async drain(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
