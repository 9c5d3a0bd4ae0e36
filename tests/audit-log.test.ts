import { describe, expect, it } from "vitest";
import { auditFilterOptions, listAuditEntries } from "@/lib/access/audit/queries";
import { recordAudit } from "@/lib/access/audit/service";
import { getDb } from "@/lib/platform/db/client";
import { actionLabel } from "@/lib/access/audit/actions";
import { auditLog, newsletters, tours } from "@/lib/platform/db/schema";
import { makeDeparture } from "./helpers/departures";
import { setUserActive } from "@/lib/access/users/service";
import { makeUser, nextMillisecond } from "./helpers/factories";

describe("audit log", () => {
  it("lists newest first, pages, and filters by actor and action", async () => {
    const db = await getDb();
    const a = await makeUser("admin");
    const b = await makeUser("admin");
    const { user: target } = await makeUser("user");
    await setUserActive(a.actor, target.id, { isActive: false });
    await nextMillisecond();
    await setUserActive(b.actor, target.id, { isActive: "true" });
    await nextMillisecond();
    await recordAudit(db, a.actor, { action: "tour.publish", entityType: "tour", entityId: "t1", summary: "Published a tour" });

    const all = await listAuditEntries({ page: 1, limit: 10 });
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.action)).toEqual(["tour.publish", "user.unblock", "user.block"]);
    expect(all.rows[1]).toMatchObject({ actorEmail: b.user.email, entityType: "user", entityId: target.id, summary: `Unblocked ${target.email}` });

    const page2 = await listAuditEntries({ page: 2, limit: 2 });
    expect(page2.rows.map((r) => r.action)).toEqual(["user.block"]);

    const byA = await listAuditEntries({ page: 1, limit: 10, actor: a.user.email.toUpperCase() });
    expect(byA.rows.map((r) => r.action)).toEqual(["tour.publish", "user.block"]);
    const blocks = await listAuditEntries({ page: 1, limit: 10, action: "user.block" });
    expect(blocks.total).toBe(1);
    expect((await listAuditEntries({ page: 1, limit: 10, actor: b.user.email, action: "tour.publish" })).total).toBe(0);

    const options = await auditFilterOptions();
    expect(options.actions).toEqual(["tour.publish", "user.block", "user.unblock"]);
    expect(options.actors).toEqual([a.user.email, b.user.email].sort());
  });

  it("an entry is written in the same transaction as the change: a failed change leaves no entry", async () => {
    const db = await getDb();
    const before = await db.$count(auditLog);
    const { actor } = await makeUser("admin");
    await expect(setUserActive(actor, actor.id, { isActive: false })).rejects.toThrow("You cannot block your own account.");
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, actor, { action: "news.delete", entityType: "news", entityId: "n1" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.$count(auditLog)).toBe(before);
  });

  it("names newsletters and departures by what they are now, and actions in words", async () => {
    const db = await getDb();
    const { actor } = await makeUser("admin");
    const [letter] = await db
      .insert(newsletters)
      .values({ slug: `audit-${Date.now()}`, subject: "Gorilla season" })
      .returning();
    const [tour] = await db
      .insert(tours)
      .values({ slug: `audit-tour-${Date.now()}`, title: "Lake Kivu weekend", isPublished: true })
      .returning();
    const departure = await makeDeparture(tour.id, 8);
    await recordAudit(db, actor, { action: "newsletter.create", entityType: "newsletter", entityId: letter.id, summary: "Created" });
    await recordAudit(db, actor, { action: "departure.create", entityType: "departure", entityId: departure.id, summary: "Added" });
    const { rows } = await listAuditEntries({ page: 1, limit: 10, actor: actor.email });
    const byType = Object.fromEntries(rows.map((r) => [r.entityType, r.item]));
    expect(byType.newsletter).toEqual({ kind: "Newsletter", title: "Gorilla season", href: `/account/newsletters/${letter.id}` });
    expect(byType.departure).toMatchObject({ kind: "Departure", href: `/account/departures/${departure.id}` });
    expect(byType.departure.title).toMatch(/^Lake Kivu weekend, /);

    expect(actionLabel("comment.enable")).toBe("Comment shown");
    expect(actionLabel("newsletter.schedule")).toBe("Newsletter scheduled");
    expect(actionLabel("order.status")).toBe("Booking status changed");
    expect(actionLabel("tour.publish")).toBe("Tour published");
    expect(actionLabel("something.new")).toBe("something.new");
  });
});
