import { describe, expect, it } from "vitest";
import { count, hit, retryAfter, type Limit } from "@/lib/platform/rate-limit";

const RULE: Limit = { limit: 5, windowSeconds: 900 };
const W = 900_000;
const BOUNDARY = 1_800_000_000_000 - (1_800_000_000_000 % W) + 100 * W; // a window start in 2027

describe("rate limits over a sliding window", () => {
  it("counts hits within the window and tells how long to wait", async () => {
    const key = "test:plain";
    for (let i = 1; i <= 5; i++) expect(await hit(key, RULE, BOUNDARY + i * 1000)).toBe(i);
    expect(await count(key, RULE, BOUNDARY + 10_000)).toBe(5);
    // This window alone is at the limit: one more is allowed once a fifth of the next has passed.
    expect(await retryAfter(key, RULE, BOUNDARY + 10_000)).toBe((W - 10_000 + W / 5) / 1000);
    expect(await count("test:other", RULE, BOUNDARY + 10_000)).toBe(0);
  });

  it("does not start from zero at a window boundary", async () => {
    const key = "test:boundary";
    for (let i = 0; i < 3; i++) await hit(key, RULE, BOUNDARY - 3000 + i * 1000); // the last seconds of one window
    expect(await hit(key, RULE, BOUNDARY + 1000)).toBe(4); // the first seconds of the next
    expect(await hit(key, RULE, BOUNDARY + 2000)).toBe(5);
    expect(await hit(key, RULE, BOUNDARY + 3000)).toBe(6);
  });

  it("lets the previous window's hits fade out as the sliding window leaves them behind", async () => {
    const key = "test:fade";
    for (let i = 0; i < 5; i++) await hit(key, RULE, BOUNDARY - W + i);
    expect(await count(key, RULE, BOUNDARY)).toBe(5);
    expect(await count(key, RULE, BOUNDARY + W / 2)).toBe(3); // 2.5, rounded up
    expect(await count(key, RULE, BOUNDARY + W - 1)).toBe(1);
    expect(await count(key, RULE, BOUNDARY + W)).toBe(0);
    // Blocked at the boundary (5 ≥ 5): allowed again once the estimate is 4, a fifth into the window.
    expect(await retryAfter(key, RULE, BOUNDARY)).toBe(W / 5 / 1000);
  });
});

describe("requests far over a limit", () => {
  it("are refused from this process's own count, without waiting on the database", async () => {
    const rule = { limit: 3, windowSeconds: 60 };
    const key = `flood:${Math.random()}`;
    const counts = await Promise.all(Array.from({ length: 50 }, () => hit(key, rule)));
    expect(counts.filter((n) => n <= rule.limit)).toHaveLength(rule.limit);
    // The shared count is over the limit too, so other instances refuse as well.
    expect(await count(key, rule)).toBeGreaterThan(rule.limit);
    expect(await retryAfter(key, rule)).toBeGreaterThan(0);
  });
});
