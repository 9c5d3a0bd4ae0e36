import { TooManyRequestsError } from "@/lib/platform/errors";

/**
 * scrypt runs on libuv's thread pool (4 threads by default), which file reads, DNS and zlib share.
 * Unbounded, 100 simultaneous hashes fill the pool and the CPU, and every other request waits behind
 * them. So at most HASH_CONCURRENCY hashes run at once, a few more wait their turn, and beyond that
 * the request is refused at once (cheaper than queueing work nobody will wait for).
 *
 * Two lanes share the one running hash. "shared" is everyone's. "trusted" is for logins from a
 * browser that holds the account's device cookie (lib/access/auth/device-cookie.ts): it has places of its
 * own and goes first, so a flood of strangers' logins, which fills the shared lane, cannot answer
 * the owner "busy".
 */
export const HASH_CONCURRENCY = 1;
export const HASH_QUEUE_LIMIT = 8;
export const TRUSTED_PLACES = 4;
export const HASH_BUSY = "The server is busy. Please try again in a moment.";

export type HashLane = "shared" | "trusted";

/** Requests on their way to a hash (see admitToHash) in each lane: never more than can hash or wait. */
export const ADMISSION_LIMIT = HASH_CONCURRENCY + HASH_QUEUE_LIMIT;
const ADMISSION: Record<HashLane, number> = { shared: ADMISSION_LIMIT, trusted: TRUSTED_PLACES };
const QUEUE_LIMIT: Record<HashLane, number> = { shared: HASH_QUEUE_LIMIT, trusted: TRUSTED_PLACES };

let running = 0;
let started = 0;
const admitted: Record<HashLane, number> = { shared: 0, trusted: 0 };
const waiting: Record<HashLane, Array<() => void>> = { shared: [], trusted: [] };

/**
 * A place for a request that will hash, taken before its cheaper checks run (the rate-limit queries
 * of a login): with its lane's places all taken, the request is refused at once. In a flood from
 * many addresses the per-address limits do not bite, and without this each request would run its
 * queries (on the main thread with the embedded PGlite) only to be refused "busy" at the queue.
 */
export function admitToHash(lane: HashLane = "shared"): { release(): void } {
  if (admitted[lane] >= ADMISSION[lane]) throw new TooManyRequestsError(HASH_BUSY, 5);
  admitted[lane]++;
  let held = true;
  return {
    release() {
      if (held) admitted[lane]--;
      held = false;
    },
  };
}

export async function withHashSlot<T>(work: () => Promise<T>, lane: HashLane = "shared"): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting[lane].length >= QUEUE_LIMIT[lane]) throw new TooManyRequestsError(HASH_BUSY, 5);
    await new Promise<void>((resolve) => waiting[lane].push(resolve));
  } else {
    running++;
  }
  try {
    started++;
    return await work();
  } finally {
    // Hand the slot straight to the next in line, trusted first, so `running` never drops and rises in between.
    const next = waiting.trusted.shift() ?? waiting.shared.shift();
    if (next) next();
    else running--;
  }
}

/** Hashes running and waiting now, requests admitted on their way to one, and hashes started since the process began. */
export function hashLoad(): { running: number; waiting: number; admitted: number; started: number } {
  return {
    running,
    waiting: waiting.shared.length + waiting.trusted.length,
    admitted: admitted.shared + admitted.trusted,
    started,
  };
}
