import type { IncomingMessage, ServerResponse } from 'node:http';
import { REFUSALS } from '../../common/messages';
import { sendRawJson } from './raw-request';
import { hasBody } from './security';

/**
 * The requests that may be allowed a long body: the signed upload PUTs of the local object store
 * (http/uploads.ts) and of a visitor's photo (http/lead-photos.ts), whose largest photo needs minutes at a slow
 * phone's speed. Express matches paths without regard to case.
 */
const UPLOAD_PUT = /^\/(api\/uploads|contact\/photos)\//i;

function isUploadPut(method: string | undefined, path: string): boolean {
  return method === 'PUT' && UPLOAD_PUT.test(path);
}

/** The body timers an upload's route may stop, once it has checked the upload's signature. */
const liftable = new WeakMap<IncomingMessage, () => void>();

/**
 * Node has one request timeout for every path, set long enough for the largest upload; without this, a client
 * sending one byte every few seconds held a connection for minutes on any path. Every request's body must have
 * arrived within `timeoutMs` of its headers: if not, it is answered 408 (when nothing was answered yet) and its
 * connection closed. An upload PUT is no exception until its route has verified its signature and lifted the
 * limit (allowLongBody): an unsigned or forged one gets no more time than any other request.
 */
export function limitBodyTime(req: IncomingMessage, res: ServerResponse, path: string, timeoutMs: number) {
  if (!hasBody(req)) return;
  const timer = setTimeout(() => {
    if (req.complete) return;
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    res.once('finish', () => req.socket.destroy());
    sendRawJson(req, res, 408, REFUSALS.bodyTooSlow, { connection: 'close' });
  }, timeoutMs);
  timer.unref();
  const stop = () => clearTimeout(timer);
  req.once('end', stop);
  req.once('close', stop);
  if (isUploadPut(req.method, path)) liftable.set(req, stop);
}

/**
 * Gives a signed upload's body the server's long request limit, sized for the largest upload
 * (connection-limits.ts), instead of the short body limit: called by an upload route once the signature holds.
 */
export function allowLongBody(req: IncomingMessage) {
  liftable.get(req)?.();
}
