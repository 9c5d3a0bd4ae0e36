import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { mailOutbox } from "@/lib/platform/db/schema";
import { invitationMail, passwordResetMail } from "@/lib/platform/mail/account-mails";
import { deliverDueMail, NO_SMTP_NOTE } from "@/lib/platform/mail/deliver";
import { queueMail } from "@/lib/platform/mail/outbox";
import { listOutbox, getOutboxMessage } from "@/lib/platform/mail/queries";
import { nextMillisecond } from "./helpers/factories";

describe("the outbox without SMTP (the embedded default)", () => {
  it("prints each message to the log once and keeps it pending for /account/mail", async () => {
    delete process.env.SMTP_URL;
    const db = await getDb();
    const id = await queueMail(db, { to: "someone@ikaze.test", subject: "Hello", text: "The text part with a link http://ikaze.test/x", html: "<p>Hi</p>" });
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      expect(await deliverDueMail()).toMatchObject({ logged: 1, sent: 0 });
      expect(info.mock.calls.flat().join("\n")).toContain("The text part with a link http://ikaze.test/x");
      info.mockClear();
      expect(await deliverDueMail()).toMatchObject({ logged: 0 });
      expect(info).not.toHaveBeenCalled();
    } finally {
      info.mockRestore();
    }
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: NO_SMTP_NOTE });

    const { rows, total } = await listOutbox({ page: 1, limit: 10, q: "someone@" });
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ id, to: "someone@ikaze.test", status: "pending" });
    expect((await getOutboxMessage(id))?.html).toBe("<p>Hi</p>");
    expect(await getOutboxMessage("not-an-id")).toBeNull();
  });

  it("lists newest first, pages, and filters by status", async () => {
    const db = await getDb();
    for (let i = 0; i < 3; i++) {
      await queueMail(db, { to: `page-${i}@ikaze.test`, subject: `Paged ${i}`, text: "t", html: "h" });
      await nextMillisecond();
    }
    const first = await listOutbox({ page: 1, limit: 2, q: "Paged" });
    const second = await listOutbox({ page: 2, limit: 2, q: "Paged" });
    expect(first.total).toBe(3);
    expect(first.rows.map((r) => r.subject)).toEqual(["Paged 2", "Paged 1"]);
    expect(second.rows.map((r) => r.subject)).toEqual(["Paged 0"]);
    expect((await listOutbox({ page: 1, limit: 10, q: "Paged", status: "sent" })).total).toBe(0);
  });
});

describe("account e-mails", () => {
  it("have both parts, the company's contacts and links from APP_URL, and escape what people typed", () => {
    const person = { email: "a@b.test", firstName: '<img src=x onerror="alert(1)">' };
    for (const mail of [invitationMail(person, "TOKEN123", "Aline <Admin>"), passwordResetMail(person, "TOKEN123")]) {
      expect(mail.to).toBe("a@b.test");
      expect(mail.text).toContain(person.firstName);
      expect(mail.html).not.toContain("<img");
      expect(mail.html).toContain("&lt;img src=x");
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain("+250 788 300 400");
        expect(part).toContain("info@ikaze.rw");
        expect(part).toContain("Kigali");
      }
    }
    // The token goes into the link only when the message is sent (tests/outbox-secrets.test.ts).
    expect(invitationMail(person, "link-1", "Aline")).toMatchObject({
      linkTokenId: "link-1",
      text: expect.stringContaining("http://ikaze.test/auth/set-new-password/TOKEN-HIDDEN"),
    });
    expect(passwordResetMail(person, "link-2")).toMatchObject({
      linkTokenId: "link-2",
      html: expect.stringContaining('href="http://ikaze.test/auth/password/new/TOKEN-HIDDEN"'),
    });
    expect(invitationMail(person, "T", "Aline <Admin>").html).toContain("Aline &lt;Admin&gt;");
  });
});
