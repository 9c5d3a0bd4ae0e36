import { describe, expect, it } from "vitest";
import { CONGESTED_AFTER_MS, takeNext } from "@/lib/platform/admission";

// lib/platform/admission.ts lets waiting page renders in oldest first while the queue moves, and newest first
// once the oldest has waited CONGESTED_AFTER_MS (a burst): the steady visitors of a per-request page
// each wait their turn, and under a flood the visitor who just clicked is not stuck behind it.
describe("admission order", () => {
  const queue = (...ages: number[]) => ages.map((age, i) => ({ name: `r${i}`, since: 10_000 - age }));

  it("takes the oldest while the queue moves", () => {
    const waiting = queue(120, 80, 10);
    expect([takeNext(waiting, 10_000).name, takeNext(waiting, 10_000).name, takeNext(waiting, 10_000).name]).toEqual(["r0", "r1", "r2"]);
    expect(waiting).toEqual([]);
  });

  it("takes the newest once the oldest has waited past the congestion mark", () => {
    const waiting = queue(CONGESTED_AFTER_MS + 1, 300, 5);
    expect(takeNext(waiting, 10_000).name).toBe("r2");
    expect(takeNext(waiting, 10_000).name).toBe("r1");
    expect(waiting.map((w) => w.name)).toEqual(["r0"]);
  });

  it("goes back to the oldest once the backlog has drained below the mark", () => {
    const waiting = queue(CONGESTED_AFTER_MS + 50, 40, 20);
    expect(takeNext(waiting, 10_000).name).toBe("r2");
    // The old one was refused or dropped elsewhere; what is left is young: oldest first again.
    waiting.shift();
    waiting.push({ name: "r3", since: 10_000 });
    expect(takeNext(waiting, 10_000).name).toBe("r1");
  });
});
