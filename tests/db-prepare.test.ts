import { describe, expect, it, vi } from "vitest";
import { count, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { events, news, publications, tourItineraryDays, tours, users } from "@/lib/platform/db/schema";
import { seedDemo } from "@/lib/office/setup/seed";
import { ensureAdmin } from "@/lib/access/users/bootstrap";
import { verifyPassword } from "@/lib/access/auth/password";

describe("database set-up", () => {
  it("creates the first admin once, with a generated password printed once", async () => {
    const db = await getDb();
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    const id = await ensureAdmin(db, {});
    expect(id).toBeTruthy();
    const printed = log.mock.calls.flat().join(" ");
    const password = /admin@ikaze\.rw \/ (\S+)/.exec(printed)?.[1];
    expect(password).toBeTruthy();
    const [admin] = await db.select().from(users).where(eq(users.email, "admin@ikaze.rw"));
    expect(admin.role).toBe("admin");
    expect(await verifyPassword(password!, admin.passwordHash)).toBe(true);

    expect(await ensureAdmin(db, { email: "other@ikaze.rw", password: "another-long-password" })).toBeUndefined();
    log.mockRestore();
  });

  it("loads the demo content into an empty database, and only once", async () => {
    const db = await getDb();
    expect(await seedDemo(db)).toEqual({ inserted: true });
    const n = async (t: typeof tours | typeof news | typeof events | typeof publications) => (await db.select({ n: count() }).from(t))[0].n;
    expect(await n(tours)).toBeGreaterThanOrEqual(8);
    expect(await n(news)).toBeGreaterThanOrEqual(8);
    expect(await n(events)).toBeGreaterThanOrEqual(4);
    expect(await n(publications)).toBeGreaterThanOrEqual(4);
    const allTours = await db.select().from(tours);
    for (const t of allTours) {
      expect(
        [t.price1, t.price2, t.price3, t.price4, t.price5].every((p) => p > 0),
        t.slug,
      ).toBe(true);
      const days = await db.select().from(tourItineraryDays).where(eq(tourItineraryDays.tourId, t.id));
      expect(days.length, t.slug).toBeGreaterThan(0);
    }
    const allEvents = await db.select().from(events);
    expect(allEvents.some((e) => e.price === 0)).toBe(true);
    expect(allEvents.some((e) => e.endDate < new Date())).toBe(true);

    expect(await seedDemo(db)).toEqual({ inserted: false });
    expect(await n(tours)).toBe(allTours.length);
  });
});
