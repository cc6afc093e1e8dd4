/** Thrown by a full WorkGate: the caller answers "busy, try again shortly" at once instead of waiting. */
export class GateFull extends Error {
  override name = 'GateFull';
}

/**
 * Runs at most `maxRunning` jobs at once, keeps at most `maxWaiting` more in line (first come, first served) and
 * refuses the rest at once: a flood then costs a bounded amount of work and waiting, never everyone's time.
 */
export class WorkGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly maxRunning: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.maxRunning) this.running++;
    else if (this.waiting.length < this.maxWaiting)
      await new Promise<void>((start) => this.waiting.push(start));
    else throw new GateFull('Too much work is waiting already');
    try {
      return await job();
    } finally {
      // A finished job hands its place straight to the next in line, so the count of running jobs never dips.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
