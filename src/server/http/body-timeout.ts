import type { IncomingMessage, ServerResponse } from 'node:http';
import { REFUSALS } from '../../common/messages';
import { sendRawJson } from './raw-request';
import { hasBody } from './security';

/**
 * The requests allowed a long body: the signed upload PUTs of the local object store (http/uploads.ts) and of a
 * visitor's photo (http/lead-photos.ts), whose
 * largest photo needs minutes at a slow phone's speed. Express matches paths without regard to case.
 */
const UPLOAD_PUT = /^\/(api\/uploads|contact\/photos)\//i;

function isUploadPut(method: string | undefined, path: string): boolean {
  return method === 'PUT' && UPLOAD_PUT.test(path);
}

/**
 * Node has one request timeout for every path, set long enough for the largest upload; without this, a client
 * sending one byte every few seconds held a connection for minutes on any path. Every other request's body must
 * have arrived within `timeoutMs` of its headers: if not, it is answered 408 (when nothing was answered yet) and
 * its connection closed.
 */
export function limitBodyTime(req: IncomingMessage, res: ServerResponse, path: string, timeoutMs: number) {
  if (!hasBody(req) || isUploadPut(req.method, path)) return;
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
}
