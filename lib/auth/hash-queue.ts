import { TooManyRequestsError } from "@/lib/errors";

/**
 * scrypt runs on libuv's thread pool (4 threads by default), which file reads, DNS and zlib share.
 * Unbounded, 100 simultaneous hashes fill the pool and the CPU, and every other request waits behind
 * them. So at most HASH_CONCURRENCY hashes run at once, a few more wait their turn, and beyond that
 * the request is refused at once (cheaper than queueing work nobody will wait for).
 */
export const HASH_CONCURRENCY = 1;
export const HASH_QUEUE_LIMIT = 8;
export const HASH_BUSY = "The server is busy. Please try again in a moment.";

let running = 0;
let started = 0;
let admitted = 0;
const waiting: Array<() => void> = [];

/** Requests on their way to a hash (see admitToHash): never more than can hash or wait. */
export const ADMISSION_LIMIT = HASH_CONCURRENCY + HASH_QUEUE_LIMIT;

/**
 * A place for a request that will hash, taken before its cheaper checks run (the rate-limit queries
 * of a login): with ADMISSION_LIMIT already on their way, the request is refused at once. In a flood
 * from many addresses the per-address limits do not bite, and without this each request would run
 * its queries (on the main thread with the embedded PGlite) only to be refused "busy" at the queue.
 */
export function admitToHash(): { release(): void } {
  if (admitted >= ADMISSION_LIMIT) throw new TooManyRequestsError(HASH_BUSY, 5);
  admitted++;
  let held = true;
  return {
    release() {
      if (held) admitted--;
      held = false;
    },
  };
}

export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE_LIMIT) throw new TooManyRequestsError(HASH_BUSY, 5);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    started++;
    return await work();
  } finally {
    // Hand the slot straight to the next in line, so `running` never drops and rises in between.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Hashes running and waiting now, requests admitted on their way to one, and hashes started since the process began. */
export function hashLoad(): { running: number; waiting: number; admitted: number; started: number } {
  return { running, waiting: waiting.length, admitted, started };
}
