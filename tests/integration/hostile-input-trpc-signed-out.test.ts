import { hostileRound } from '../support/hostile/rounds';

// The hostile-input suite's round through the trpc door, signed out (tests/support/hostile/rounds.ts).
hostileRound('trpc', false);
