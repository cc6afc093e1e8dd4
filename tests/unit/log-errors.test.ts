import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/services/logging';

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
