import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/services/passwords';
import { GateFull, WorkGate } from '../../src/server/services/work-gate';

/** A job that runs until the test lets it finish, counting how many run at once. */
function jobs() {
  let running = 0;
  let mostAtOnce = 0;
  const finishers: Array<() => void> = [];
  const job = () =>
    new Promise<void>((finish) => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      finishers.push(() => {
        running--;
        finish();
      });
    });
  return { job, finishers, mostAtOnce: () => mostAtOnce, running: () => running };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkGate', () => {
  it('runs a bounded number at once, keeps a bounded line in order and refuses the rest at once', async () => {
    const gate = new WorkGate(2, 1);
    const work = jobs();
    const results = [gate.run(work.job), gate.run(work.job), gate.run(work.job), gate.run(work.job)];
    await expect(results[3]).rejects.toBeInstanceOf(GateFull);
    await tick();
    expect(work.running()).toBe(2);
    work.finishers.shift()?.();
    await tick();
    expect(work.running()).toBe(2);
    while (work.finishers.length) {
      work.finishers.shift()?.();
      await tick();
    }
    await Promise.all(results.slice(0, 3));
    expect(work.mostAtOnce()).toBe(2);
    // Every place was given back: the gate takes new work again.
    await expect(gate.run(async () => 'done')).resolves.toBe('done');
  });

  it('gives the place back when a job fails', async () => {
    const gate = new WorkGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('verifyPassword', () => {
  it('refuses a flood at once instead of queueing every check', async () => {
    const hash = await hashPassword('the password');
    const checks = await Promise.allSettled(
      Array.from({ length: 60 }, () => verifyPassword(hash, 'a guess')),
    );
    const refused = checks.filter((check) => check.status === 'rejected');
    const answered = checks.filter((check) => check.status === 'fulfilled');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((check) => check.reason instanceof GateFull)).toBe(true);
    expect(answered.every((check) => check.value === false)).toBe(true);
    expect(answered.length).toBeLessThanOrEqual(os.availableParallelism() + 16);
    expect(await verifyPassword(hash, 'the password')).toBe(true);
  });
});
