import type { MetadataStorage } from '@mikro-orm/postgresql';
import { insertLeads, type LeadRequest, type LeadThrottle, type RunStatement } from './record-lead';

const MAX_BATCH = 200;

interface Waiting {
  request: LeadRequest;
  resolve: (id: number | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for contact requests: requests that arrive while a write is in flight are saved together in
 * the next one (one statement, one commit). Each request still gets its answer only after its row and job
 * are committed, so nothing is acknowledged that is not durable; under a burst this turns hundreds of commits
 * a second into a few dozen. One write at a time also makes the per-IP throttle exact within an instance.
 */
export class LeadWriter {
  private readonly waiting: Waiting[] = [];
  private writing = false;
  constructor(
    private readonly run: RunStatement,
    /** The ORM's, for the statement's columns (lead-columns.ts). */
    private readonly metadata: MetadataStorage,
    private readonly throttle: LeadThrottle,
  ) {}

  /** The saved row's id, or null when the address is over its limit. */
  save(request: LeadRequest): Promise<number | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        // Let the requests already read in this turn of the event loop join the first batch.
        setImmediate(() => void this.writeAll());
      }
    });
  }

  private async writeAll() {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      try {
        const ids = await insertLeads(
          this.run,
          this.metadata,
          batch.map((item) => item.request),
          this.throttle,
        );
        for (const [index, item] of batch.entries()) item.resolve(ids[index] ?? null);
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    this.writing = false;
  }
}
