import type { EntityManager, MetadataStorage } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { User } from '../entities';
import type { Env } from '../env';
import type { Backups } from '../services/backup/service';
import type { SlotCache } from '../services/booking/slot-cache';
import type { SecretBox } from '../services/leads/alert-secrets';
import { LeadWriter } from '../services/leads/lead-writer';
import { type RunStatement, throughOrm } from '../services/leads/record-lead';
import type { KnownDeviceHandle, SessionHandle, SignedIn } from '../services/session';
import { type CacheInvalidator, noCache } from '../services/shared-cache';
import type { Storage } from '../services/storage/storage';

export interface AppServices {
  env: Env;
  storage: Storage;
  cache: CacheInvalidator;
  leads: LeadWriter;
  /** Taking and listing backups; absent in contexts made without a server (some tests). */
  backups?: Backups;
  /** Seals and opens the alert settings' secrets; absent in contexts made without a server (some tests). */
  secrets?: SecretBox;
  /** The kept free-time lists; absent in contexts made without a server (each read then asks the database). */
  slots?: SlotCache;
}

export interface Context extends AppServices {
  em: EntityManager;
  /** The signed-in administrator, once the second factor is done too (or needs none). */
  user: User | null;
  /** This browser's sign-in, also while its second factor is still to come; null in-process and signed out. */
  signedIn?: SignedIn | null;
  session: SessionHandle | null;
  /** Reads this browser's known-device cookie (empty when it has none), for sign-in only: HTTP calls only. */
  knownDevice?: () => Promise<KnownDeviceHandle>;
  ip: string;
  /** Which door the call came through: REST (trpc-to-openapi), /trpc, or an in-process caller. */
  door: 'rest' | 'trpc' | 'internal';
  req?: Request;
  res?: Response;
}

/** A context without a request, for tests and in-process callers (tRPC's createContextInner pattern). */
export function createContextInner(
  input: Pick<Context, 'em' | 'env' | 'storage'> &
    Partial<Pick<Context, 'user' | 'session' | 'ip' | 'door' | 'cache' | 'leads'>>,
): Context {
  return {
    user: null,
    session: null,
    ip: '127.0.0.1',
    door: 'internal',
    cache: noCache,
    // Built only when the caller brings none (the app passes its shared writer on every request).
    leads:
      input.leads ??
      leadWriterFor(
        throughOrm(() => input.em.getConnection()),
        input.em.getMetadata(),
        input.env,
      ),
    ...input,
  };
}

/** The contact-request writer, throttled as the environment says. */
export function leadWriterFor(run: RunStatement, metadata: MetadataStorage, env: Env) {
  return new LeadWriter(run, metadata, {
    limit: env.CONTACT_RATE_LIMIT,
    windowMinutes: env.CONTACT_WINDOW_MINUTES,
  });
}
