import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import proxyaddr from 'proxy-addr';
import { appRouter } from '../routers/_app';
import { type AppServices, createContextInner } from '../trpc/context';
import { JsonBodyText, parseJsonBody, readBoundedBody } from './json-body';
import { isForeignOrigin, jsonContentProblem, MAX_JSON_BODY_BYTES } from './security';

export interface ContactFastPathDeps {
  orm: MikroORM;
  services: AppServices;
  /** Express's compiled `trust proxy` function, so the client address (and its throttle) is the same. */
  trustProxy: (address: string, hop: number) => boolean;
  /** The headers helmet puts on every answer. */
  securityHeaders: ReadonlyArray<[string, string]>;
}

/** Goes on to Express, with the body text when it was read here (Express finds it as `req.body`). */
type Fallback = (body?: JsonBodyText) => void;

/**
 * POST /api/contact without Express and the OpenAPI adapter, where most of each request's CPU went:
 * the body is read and parsed here and handed to the very same tRPC procedure (`public.contact.submit`,
 * with its middlewares, validation and throttle) through a server-side caller. Only the plain success is
 * answered here; a request that is not clearly a same-site JSON post, and any error at all, goes on to the
 * Express app (with the body text it read), so every other answer is the REST door's own.
 */
export function contactFastPath({ orm, services, trustProxy, securityHeaders }: ContactFastPathDeps) {
  const siteOrigin = new URL(services.env.publicUrl).origin;

  return (req: IncomingMessage, res: ServerResponse, fallback: Fallback): boolean => {
    if (req.method !== 'POST' || req.url !== '/api/contact') return false;
    const declaredLength = Number(req.headers['content-length'] ?? Number.NaN);
    const eligible =
      !jsonContentProblem(req.headers['content-type']) &&
      !isForeignOrigin(req.headers.origin, siteOrigin, `http://${req.headers.host}`) &&
      declaredLength > 0 &&
      declaredLength <= MAX_JSON_BODY_BYTES; // bigger ones go the Express way, to the REST door's 413
    if (!eligible) {
      fallback();
      return true;
    }
    // Its log line is written by the server, as for every request (services/logging.ts).
    const send = (status: number, payload: unknown) => {
      const answer = JSON.stringify(payload);
      res.statusCode = status;
      for (const [name, value] of securityHeaders) res.setHeader(name, value);
      res.setHeader('content-type', 'application/json');
      res.setHeader('content-length', Buffer.byteLength(answer));
      res.end(answer);
    };
    readBoundedBody(req, MAX_JSON_BODY_BYTES).then(
      async (raw) => {
        const handOver = () => fallback(new JsonBodyText(raw));
        let body: unknown;
        try {
          body = parseJsonBody(raw);
        } catch {
          // Too deep, or not JSON: the REST door refuses it in its own words.
          return handOver();
        }
        try {
          const context = createContextInner({
            ...services,
            em: undefined as never,
            ip: proxyaddr(req, trustProxy),
            door: 'rest',
          });
          // Forked at first use: a request without photos never reads through it.
          let em: EntityManager | undefined;
          Object.defineProperty(context, 'em', { get: () => (em ??= orm.em.fork()) });
          const caller = appRouter.createCaller(context);
          send(200, await caller.public.contact.submit(body as never));
        } catch {
          // Validation, throttling, an outage: the REST door runs the procedure again and answers in its words.
          handOver();
        }
      },
      () => res.destroy(),
    );
    return true;
  };
}
