/** A logger as the jobs use it (Fastify's and pino's fit). */
export interface JobLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface PeriodicJob {
  /** No new pass starts; resolves when the running one ended. */
  stop(): Promise<void>;
}

/**
 * A job every process runs every `intervalMs` (the first pass at once, or after `firstAfterMs`),
 * never two passes at once in one process (the jobs' row claims keep processes apart). A pass
 * whose `summary` returns something is logged as `name`; a failed pass is logged and the next
 * one runs as usual.
 */
export function startPeriodic<T>(
  name: string,
  log: JobLog,
  pass: () => Promise<T>,
  {
    intervalMs,
    firstAfterMs = 0,
    summary = () => undefined,
  }: { intervalMs: number; firstAfterMs?: number | null; summary?: (result: T) => object | undefined },
): PeriodicJob {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = pass()
      .then((result) => {
        const said = summary(result);
        if (said) log.info(said, name);
      })
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const first = firstAfterMs === null ? undefined : setTimeout(tick, firstAfterMs);
  first?.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
