import { describe, expect, it } from "vitest";
import { auditFilterOptions, listAuditEntries } from "@/lib/audit/queries";
import { recordAudit } from "@/lib/audit/service";
import { getDb } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";
import { setUserActive } from "@/lib/users/service";
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
});
