import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as placeOrder } from "@/app/api/order/route";
import { POST as contact } from "@/app/api/contact/route";
import { POST as comment } from "@/app/api/comments/create/route";
import { POST as register } from "@/app/api/participant/create/route";
import { POST as chooseBankTransfer } from "@/app/api/v1/payments/bank-transfer/route";
import { listAuditEntries } from "@/lib/access/audit/queries";
import { recordAudit } from "@/lib/access/audit/service";
import { getWorkQueue, type QueueLine } from "@/lib/office/dashboard/queries";
import { getDb } from "@/lib/platform/db/client";
import { events, mailOutbox, news, users } from "@/lib/platform/db/schema";
import { listEvents } from "@/lib/content/events/queries";
import { deliverDueMail, MAX_ATTEMPTS } from "@/lib/platform/mail/deliver";
import { queueMail } from "@/lib/platform/mail/outbox";
import { createNews, setNewsPublished, updateNews } from "@/lib/content/news/service";
import { listNews } from "@/lib/content/news/queries";
import { createTour } from "@/lib/content/tours/service";
import { listTours } from "@/lib/content/tours/queries";
import { upsertAdmin } from "@/lib/access/users/bootstrap";
import { greetingName } from "@/lib/access/users/names";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read, storedUpload } from "./helpers/content";
import { freshIp, makeTour, orderBody } from "./helpers/orders";
import { payLinkOrderOf, registrationBody } from "./helpers/participants";

// Nothing listens on port 9 here: every send fails, so a message can be given up as "failed".
process.env.SMTP_URL = "smtp://127.0.0.1:9";

let admin: Awaited<ReturnType<typeof makeUser>>;
let staff: Awaited<ReturnType<typeof makeUser>>;
const cover = storedUpload("/uploads/Blogs/0123456789abcdef0123456789abcdef.webp");
const line = (lines: QueueLine[], key: string) => lines.find((l) => l.key === key);

beforeAll(async () => {
  admin = await makeUser("admin", { firstName: "Aline", lastName: "Mukamana" });
  staff = await makeUser("user", { firstName: "Grace", lastName: "Uwase" });
});

describe("the dashboard home's work queue", () => {
  it("is empty on a database where nothing waits", async () => {
    expect(await getWorkQueue("admin")).toEqual({ lines: [], activity: [] });
  });

  it("lists a draft a non-admin created, by its author, linking to the waiting list and to the draft", async () => {
    const { data } = await createNews(staff.actor, { title: "Rains return to Akagera", newsBody: "<p>Green</p>", image: cover });
    // An admin's own draft is not waiting for anyone.
    await createNews(admin.actor, { title: "Admin's own notes", newsBody: "<p>Mine</p>", image: cover });

    const { lines } = await getWorkQueue("admin");
    expect(line(lines, "news")).toEqual({
      key: "news",
      label: "1 blog waiting to be published",
      href: "/account/news?status=waiting",
      items: [{ title: "Rains return to Akagera", href: `/account/news/view/${data.slug}`, detail: "by Grace Uwase" }],
    });
    // The filtered list the line links to shows the same draft, and only it.
    const waiting = await listNews({ staff: true, waiting: true });
    expect(waiting.items.map((n) => n.title)).toEqual(["Rains return to Akagera"]);
    // The public never gets the filter.
    expect((await listNews({ staff: false, waiting: true })).items).toEqual([]);

    // An admin's edit does not decide; publishing does, and unpublishing later does not bring it back.
    await updateNews(admin.actor, data.slug, { title: "Rains return to Akagera park" });
    expect(line((await getWorkQueue("admin")).lines, "news")?.items[0].title).toBe("Rains return to Akagera park");
    await setNewsPublished(admin.actor, data.slug, { isPublished: "true" });
    await setNewsPublished(admin.actor, data.slug, { isPublished: "false" });
    expect(line((await getWorkQueue("admin")).lines, "news")).toBeUndefined();
    expect((await listNews({ staff: true, waiting: true })).total).toBe(0);
  });

  it("lists a tour draft by a non-admin under tours, and nothing under events", async () => {
    const { data } = await createTour(staff.actor, { title: "Nyungwe canopy walk", toursBody: "<p>Walk</p>", image: cover, price1: 100 });
    const { lines } = await getWorkQueue("user");
    expect(line(lines, "tours")).toMatchObject({
      label: "1 tour waiting to be published",
      href: "/account/tours?status=waiting",
      items: [{ href: `/account/tours/view/${data.slug}` }],
    });
    expect((await listTours({ staff: true, waiting: true })).items.map((t) => t.slug)).toEqual([data.slug]);
    expect(line(lines, "events")).toBeUndefined();
    expect((await listEvents({ staff: true, waiting: true })).total).toBe(0);
  });

  it("counts a new tour booking awaiting payment and links to the bookings filtered by status", async () => {
    const tour = await makeTour();
    const res = await read(await placeOrder(apiRequest("/api/order", { body: orderBody(tour.id, 2), headers: freshIp() }), undefined));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(line((await getWorkQueue("admin")).lines, "bookings")).toEqual({
      key: "bookings",
      label: "1 new tour booking awaiting payment",
      href: "/account/tour-bookings?status=PENDING",
      items: [],
    });
  });

  it("lists a new visitor message with its subject, linking to the inbox's new messages", async () => {
    const res = await contact(
      apiRequest("/api/contact", {
        body: {
          names: "Jean Mugisha",
          email: "jean@example.com",
          subject: "Trek in March",
          phone: "+250 788 123 456",
          message: "Four of us.",
          startedAt: Date.now() - 10_000,
        },
        headers: freshIp(),
      }),
      params({}),
    );
    expect(res.status).toBe(200);
    const messages = line((await getWorkQueue("user")).lines, "messages");
    expect(messages).toMatchObject({
      label: "1 new visitor message",
      href: "/account/inbox?status=new",
      items: [{ title: "Trek in March", detail: "from Jean Mugisha" }],
    });
    expect(messages?.items[0].href).toMatch(/^\/account\/inbox\/[0-9a-f-]{36}$/);
  });

  it("lists comments awaiting moderation per item, linking to the item's comments", async () => {
    const db = await getDb();
    const [post] = await db.insert(news).values({ slug: "rain-season-notes", title: "Rain season notes", isPublished: true }).returning();
    const res = await comment(
      apiRequest("/api/comments/create", {
        body: { names: "Aline Uwase", email: "aline@example.com", commentBody: "Lovely.", slug: post.slug, startedAt: Date.now() - 10_000 },
        headers: freshIp(),
      }),
      undefined,
    );
    expect(res.status).toBe(201);
    expect(line((await getWorkQueue("admin")).lines, "comments:news:rain-season-notes")).toEqual({
      key: "comments:news:rain-season-notes",
      label: "1 comment awaiting moderation on “Rain season notes”",
      href: "/account/news/comment/rain-season-notes",
      items: [],
    });
  });

  it("shows administrators the e-mails that failed, linking to the outbox's failed ones; other staff do not see them", async () => {
    const db = await getDb();
    // Earlier tests queued notifications: they are not what this test is about.
    await db.update(mailOutbox).set({ status: "sent" });
    const id = await queueMail(db, { to: "guest@example.com", subject: "Your booking", text: "Hello", html: "<p>Hello</p>" });
    await db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    expect(await deliverDueMail()).toMatchObject({ failed: 1 });

    expect(line((await getWorkQueue("admin")).lines, "mail")).toEqual({
      key: "mail",
      label: "1 e-mail failed to send",
      href: "/account/mail?status=failed",
      items: [{ title: "Your booking", href: `/account/mail/${id}`, detail: "to guest@example.com" }],
    });
    const staffView = await getWorkQueue("user");
    expect(line(staffView.lines, "mail")).toBeUndefined();
    expect(staffView.activity).toEqual([]);
  });

  it("shows administrators the latest activity, newest first, naming items by their current title", async () => {
    const { activity } = await getWorkQueue("admin");
    expect(activity.length).toBeGreaterThan(0);
    expect(activity.length).toBeLessThanOrEqual(5);
    // The tour was the last thing created; the blog's entries name it by its title after the edit.
    expect(activity[0]).toMatchObject({ action: "tour.create", item: { kind: "Tour", title: "Nyungwe canopy walk" } });
    expect(activity.find((e) => e.action === "news.unpublish")?.item).toEqual({
      kind: "Blog",
      title: "Rains return to Akagera park",
      href: "/account/news/view/rains-return-to-akagera",
    });
  });

  it("counts event registrations awaiting payment and those awaiting a bank transfer, each linking to the participants so filtered", async () => {
    const db = await getDb();
    const [event] = await db
      .insert(events)
      .values({
        slug: "queue-forum",
        title: "Queue forum",
        startDate: new Date(Date.now() + 30 * 86_400_000),
        endDate: new Date(Date.now() + 31 * 86_400_000),
        price: 150,
        price1: 150,
        isApproved: true,
      })
      .returning();
    const orderIds: string[] = [];
    for (const email of ["queue.one@example.rw", "queue.two@example.rw"]) {
      const res = await read(
        await register(apiRequest("/api/participant/create", { body: registrationBody(event.slug, { email }), headers: freshIp() }), undefined),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      orderIds.push(await payLinkOrderOf(email));
    }
    const transfer = await chooseBankTransfer(apiRequest("/api/v1/payments/bank-transfer", { body: { orderId: orderIds[1] }, headers: freshIp() }), undefined);
    expect(transfer.status).toBe(200);
    const { lines } = await getWorkQueue("user");
    expect(line(lines, "registrations")).toMatchObject({ label: "1 event registration awaiting payment", href: "/account/events/participant?payment=PENDING" });
    expect(line(lines, "registration-transfers")).toMatchObject({
      label: "1 event registration awaiting a bank transfer",
      href: "/account/events/participant?payment=AWAITING_TRANSFER",
    });
  });
});

describe("the audit log names items", () => {
  it("by current title and link (blogs, tours, users); an item deleted since has no title", async () => {
    const { rows } = await listAuditEntries({ page: 1, limit: 100 });
    const blog = rows.find((r) => r.action === "news.create" && r.actorEmail === staff.user.email);
    expect(blog?.item).toEqual({ kind: "Blog", title: "Rains return to Akagera park", href: "/account/news/view/rains-return-to-akagera" });
    const tour = rows.find((r) => r.action === "tour.create");
    expect(tour?.item).toEqual({ kind: "Tour", title: "Nyungwe canopy walk", href: "/account/tours/view/nyungwe-canopy-walk" });

    const { user } = await makeUser("user", { firstName: "Paul", lastName: "Kagabo" });
    const db = await getDb();
    await recordAudit(db, admin.actor, { action: "user.block", entityType: "user", entityId: user.id, summary: "Blocked" });
    const blocked = async () => (await listAuditEntries({ page: 1, limit: 1, action: "user.block" })).rows[0];
    expect((await blocked()).item).toEqual({ kind: "User", title: "Paul Kagabo", href: `/account/users/view/${user.id}` });
    await db.delete(users).where(eq(users.id, user.id));
    expect((await blocked()).item).toEqual({ kind: "User", title: null, href: null });
  });

  it("keeps working for an entry whose item id is not a uuid", async () => {
    const db = await getDb();
    await recordAudit(db, admin.actor, { action: "news.publish", entityType: "news", entityId: "not-a-uuid", summary: "Odd" });
    const { rows } = await listAuditEntries({ page: 1, limit: 1, action: "news.publish" });
    expect(rows[0]).toMatchObject({ entityId: "not-a-uuid", item: { kind: "Blog", title: null, href: null } });
  });
});

describe("the dashboard greeting", () => {
  it("greets by first name; the first admin is named by ADMIN_NAME, and the placeholder name greets no one", async () => {
    const db = await getDb();
    await upsertAdmin(db, "named-admin@ikaze.test", "a-long-unusual-admin-phrase", "Aline Uwera Mukamana");
    await upsertAdmin(db, "unnamed-admin@ikaze.test", "a-long-unusual-admin-phrase");
    const [named] = await db.select().from(users).where(eq(users.email, "named-admin@ikaze.test"));
    const [unnamed] = await db.select().from(users).where(eq(users.email, "unnamed-admin@ikaze.test"));
    expect(named).toMatchObject({ firstName: "Aline", lastName: "Uwera Mukamana", role: "admin" });
    expect(greetingName(named)).toBe("Aline");
    expect(unnamed).toMatchObject({ firstName: "Site", lastName: "Administrator" });
    expect(greetingName(unnamed)).toBeNull();
    expect(greetingName(staff.actor)).toBe("Grace");
  });
});
