import type { IncomingMessage } from 'node:http';
import { TRPCError } from '@trpc/server';
import type { NextFunction, Request, Response } from 'express';
import { REFUSALS } from '../../common/messages';
import { type Door, sendRefusal } from './door-errors';
import { hasBody } from './security';

/**
 * How deeply arrays and objects may nest in a JSON body (or a `/trpc` query's `input`). Every input the API
 * takes nests a few levels at most, tRPC's batch and superjson wrappers included; without a bound a small body
 * of brackets cost a parse of tens of thousands of levels and overflowed the stack of whatever walked it next.
 */
export const MAX_JSON_DEPTH = 32;

export const BODY_TOO_LARGE = REFUSALS.bodyTooLarge;
export const BODY_TOO_DEEP = REFUSALS.bodyTooDeep(MAX_JSON_DEPTH);
const BODY_NOT_JSON = REFUSALS.bodyNotJson;

/**
 * True when JSON text nests arrays and objects deeper than `maxDepth`: one pass over the text, counting
 * brackets outside strings, without parsing it. Text that is not JSON may be counted wrongly; the parse that
 * follows refuses it anyway.
 */
export function nestsDeeperThan(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      // After a backslash the next character is escaped, whatever it is (a quote included).
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/**
 * The request body as text, refused (413) as soon as it is longer than `maxBytes`: a declared Content-Length
 * before a byte is read, a chunked body once it has sent too much.
 */
export function readBoundedBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: BODY_TOO_LARGE });
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) return reject(tooLarge());
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxBytes) return void chunks.push(chunk);
      req.off('data', onData);
      req.pause();
      reject(tooLarge());
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    // The client went away mid-body: nobody is left to answer.
    req.on('error', () => reject(new TRPCError({ code: 'CLIENT_CLOSED_REQUEST' })));
  });
}

/** Refuses JSON text nested too deeply (400) before parsing it. */
function assertShallowJson(text: string): void {
  if (nestsDeeperThan(text)) throw new TRPCError({ code: 'BAD_REQUEST', message: BODY_TOO_DEEP });
}

/** A JSON body as the REST adapter reads it (an empty body is no input), bounded in depth before the parse. */
export function parseJsonBody(text: string): unknown {
  if (text === '') return undefined;
  assertShallowJson(text);
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new TRPCError({ code: 'PARSE_ERROR', message: BODY_NOT_JSON, cause });
  }
}

/**
 * A JSON body's text read before Express, by the contact fast path: the reader below takes it instead of reading
 * the request (whose body has gone), and parses or refuses it as it would the request's own.
 */
export class JsonBodyText {
  constructor(readonly text: string) {}
}

const JSON_TYPE = /^application\/json/i;

/** The body text to bound and parse, or null when there is none (or of a type the doors refuse unparsed). */
function unparsedBody(req: Request, maxBytes: number): Promise<string> | null {
  if (req.body instanceof JsonBodyText) return Promise.resolve(req.body.text);
  if (!hasBody(req) || !JSON_TYPE.test(req.headers['content-type'] ?? '')) return null;
  return readBoundedBody(req, maxBytes);
}

/** tRPC parses a query's input (and its connection parameters) as JSON from the query string. */
function searchParamsOf(url: string): URLSearchParams {
  return new URL(url, 'http://localhost').searchParams;
}

/**
 * Every JSON body (and `/trpc` query input) is bounded in size and nesting depth before it is parsed. The body is
 * read here, once, and handed on in the form each adapter takes without reading the request again: tRPC takes a
 * string `req.body` as the body's text and parses it itself; trpc-to-openapi takes `req.body` as the parsed input.
 * (express.json() would leave tRPC a parsed object, which it serializes and parses again, and an `undefined`
 * body for any request it does not parse, so the procedure would silently run without its input.)
 * Mount after apiRequestGuard, which refuses every other content type of a state-changing request.
 */
export function boundedJsonBodies(door: Door, maxBytes: number) {
  const refuse = (req: Request, res: Response, error: TRPCError) => sendRefusal(req, res, door, error);

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (door === 'trpc' && [...searchParamsOf(req.url).values()].some((value) => nestsDeeperThan(value)))
        return refuse(req, res, new TRPCError({ code: 'BAD_REQUEST', message: BODY_TOO_DEEP }));
      return next();
    }
    const body = unparsedBody(req, maxBytes);
    if (!body) return next();
    body
      .then((text) => {
        if (door === 'trpc') assertShallowJson(text);
        req.body = door === 'trpc' ? text : parseJsonBody(text);
        next();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TRPCError)) return next(error);
        // Not reading the rest of a refused body: the connection closes once the answer is sent.
        if (error.code === 'PAYLOAD_TOO_LARGE') res.setHeader('connection', 'close');
        refuse(req, res, error);
      });
  };
}
