import { afterAll, beforeAll, vi } from "vitest";

/**
 * A clock the test file controls (holds lapsing, links expiring) instead of sleeping: only Date is
 * faked, so timers, the database and the HTTP stand-ins run as usual. `at(n)` sets the time to
 * `start + n * unitMs`; `start` is when the file loaded.
 */
export function testClock(unitMs: number) {
  const start = Date.now();
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
  });
  afterAll(() => vi.useRealTimers());
  return { start, at: (n: number) => vi.setSystemTime(start + n * unitMs) };
}
