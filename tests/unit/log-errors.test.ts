import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { bindRequestLoggers, createLogger } from '../../src/server/services/logging';

function logged(fields: Record<string, unknown>) {
  const lines: string[] = [];
  createLogger('info', { write: (line: string) => void lines.push(line) }).warn(fields, 'lost');
  return { line: lines[0] ?? '', parsed: JSON.parse(lines[0] ?? '{}') };
}

/** What `pg` hands over when PostgreSQL ends a connection: the error carries its whole client. */
function pgError() {
  const client = { _events: {}, _queryQueue: [], connectionParameters: { password: 'secret' }, processID: 7 };
  return Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
    severity: 'FATAL',
    client,
    cause: Object.assign(new TypeError('socket closed'), { client }),
  });
}

describe('errors in the log', () => {
  it('are their type, message, code, stack and cause, never the objects they carry', () => {
    const { line, parsed } = logged({ err: pgError() });
    expect(Object.keys(parsed.err).sort()).toEqual(['cause', 'code', 'message', 'stack', 'type']);
    expect(parsed.err).toMatchObject({
      type: 'Error',
      message: 'terminating connection due to administrator command',
      code: '57P01',
      cause: { type: 'TypeError', message: 'socket closed' },
    });
    expect(line).not.toMatch(/_events|_queryQueue|secret|processID/);
  });

  it('are the same under `error` (the key graphile-worker uses) and for thrown non-errors', () => {
    expect(logged({ error: pgError() }).parsed.error.code).toBe('57P01');
    expect(logged({ err: 'plain text' }).parsed.err).toBe('plain text');
  });
});

describe("a handler's own lines", () => {
  it('carry its request id, and its errors are serialized the same way', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const requests = Object.create(IncomingMessage.prototype) as IncomingMessage;
    bindRequestLoggers(requests, logger);
    const requestWithId = (id: string) => Object.create(requests, { id: { value: id } }) as IncomingMessage;
    const first = requestWithId('a1-1');
    const second = requestWithId('a1-2');
    first.log.warn({ err: pgError() }, 'an account alert could not be sent');
    second.log.info('rendered');
    first.log.info('again');
    const parsed = lines.map((line) => JSON.parse(line));
    expect(parsed.map((line) => line.reqId)).toEqual(['a1-1', 'a1-2', 'a1-1']);
    expect(first.log).toBe(first.log);
    expect(Object.keys(parsed[0].err).sort()).toEqual(['cause', 'code', 'message', 'stack', 'type']);
    // The prototype of a real request is left as it was: only the one given gets `log`.
    expect('log' in new IncomingMessage(new Socket())).toBe(false);
  });
});
