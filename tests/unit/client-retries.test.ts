import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../src/client/trpc';

type Retry = (failureCount: number, error: unknown) => boolean;

const defaults = createQueryClient().getDefaultOptions();
const retryRead = defaults.queries?.retry as Retry;
const retryWrite = defaults.mutations?.retry as Retry;

/** A failed call as the tRPC client reports it: the server's message and the HTTP status it answered with. */
const answered = (httpStatus: number, message: string) =>
  Object.assign(new Error(message), { data: { httpStatus } });
const noAnswer = () => new TypeError('Failed to fetch');

describe('the browser retries by the status of the answer, not by the digits in its text', () => {
  it('sends a write again only after a server failure or no answer at all', () => {
    expect(retryWrite(0, answered(429, 'Too many failed sign-in attempts. Try again in 15 minutes.'))).toBe(
      false,
    );
    expect(retryWrite(0, answered(400, 'phone: must have at least 5 digits'))).toBe(false);
    expect(retryWrite(0, answered(401, 'Invalid credentials'))).toBe(false);
    expect(retryWrite(0, answered(500, 'Something went wrong on our side'))).toBe(true);
    expect(retryWrite(0, answered(503, 'We are briefly unavailable.'))).toBe(true);
    expect(retryWrite(0, noAnswer())).toBe(true);
    expect(retryWrite(2, noAnswer())).toBe(false);
  });

  it('reads again after a server failure, a timeout, a 429 or no answer, never after another refusal', () => {
    expect(retryRead(0, answered(503, 'Please try again in 4 seconds'))).toBe(true);
    expect(retryRead(0, answered(408, 'Request timeout'))).toBe(true);
    expect(retryRead(0, answered(429, 'Too many requests'))).toBe(true);
    expect(retryRead(0, noAnswer())).toBe(true);
    expect(retryRead(0, answered(404, 'Not found'))).toBe(false);
    expect(retryRead(0, answered(401, 'Not signed in'))).toBe(false);
    expect(retryRead(3, noAnswer())).toBe(false);
  });
});
