import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { events, mailOutbox, orderItems, orders, participants, type FeeTable } from "@/lib/platform/db/schema";
import { POST as create } from "@/app/api/participant/create/route";
import { GET as all } from "@/app/api/participant/all/route";
import { PUT as changeCategory } from "@/app/api/participant/category/[id]/route";
import { POST as paymentSession } from "@/app/api/v1/payments/session/route";
import { GET as exportCsv } from "@/app/account/events/participant/export/route";
import { registrationFormSchema } from "@/lib/booking/participants/schema";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { auditFor, read, rowCount } from "./helpers/content";
import { registrationBody, mailedOrderOf, withOrderId, insertEvent } from "./helpers/participants";

/** The interpreting masterclass's table: a Rwandan pays 300, an international participant 520. */
const fees: FeeTable = {
  rwandan: { earlyBird: 300, normal: 300 },
  african: { earlyBird: 410, normal: 410 },
  international: { earlyBird: 520, normal: 520 },
};

let staff: string;
beforeAll(async () => {
  staff = (await makeUser("user")).token;
});

let ipCounter = 0;
/** The answer, and the order whose payment link the registration mailed (null for a free one). */
const register = async (body: unknown) => {
  const res = await read(
    await create(
      apiRequest("/api/participant/create", { body, headers: { "x-forwarded-for": `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` } }),
      undefined,
    ),
  );
  const email = (body as { email?: unknown }).email;
  return withOrderId(res, typeof email === "string" && res.status === 201 ? await mailedOrderOf(email) : null);
};

const makeEvent = (slug: string, extra: Partial<typeof events.$inferInsert> = { fees }) => insertEvent(slug, extra);

const counts = async () => ({ participants: await rowCount(participants), orders: await rowCount(orders), mail: await rowCount(mailOutbox) });

describe("the fee follows the declared country, not a free field", () => {
  it("a category that disagrees with the country is refused with 400 and writes nothing", async () => {
    const event = await makeEvent("masterclass-mismatch");
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [{ category: "rwandan", country: "Germany", phone: "+49 30 901820" }, "Germany"],
      [{ category: "african", country: "FR", phone: "+33 1 42 68 53 00" }, "France"],
      [{ category: "international", country: "Kenya", phone: "+254 712 345678" }, "Kenya"],
      [{ category: "african", country: "Rwanda" }, "Rwanda"],
    ];
    for (const [extra, country] of cases) {
      const res = await register(registrationBody(event.slug, extra));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.Errors).toEqual([expect.stringContaining(`Participants from ${country} pay the`)]);
    }
    expect(await counts()).toEqual(before);
  });

  it("the category comes from the country: Rwanda, an African country, elsewhere; the stored amount is the computed one", async () => {
    const event = await makeEvent("masterclass-match");
    const db = await getDb();
    const cases = [
      [{ country: "Germany", phone: "+49 30 901820" }, "international", 520],
      [{ country: "DE", phone: "+49 30 901821", category: "international" }, "international", 520],
      [{ country: "Nigeria", phone: "+234 802 123 4567" }, "african", 410],
      [{ country: "Rwanda", category: "rwandan" }, "rwandan", 300],
      [{ country: undefined }, "rwandan", 300],
    ] as const;
    for (const [extra, category, amount] of cases) {
      const res = await register(registrationBody(event.slug, { ...extra, amount: 1 }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const [p] = await db.select().from(participants).where(eq(participants.id, res.body.participant.id));
      expect(p).toMatchObject({ category, amount });
      expect((await db.select().from(orders).where(eq(orders.id, res.orderId!)))[0].amount).toBe(amount);
    }
  });
});

describe("the old client's titles and consent", () => {
  it("any spelling of the spec's titles is accepted and stored in one form; another title is refused", async () => {
    const event = await makeEvent("titles-forum", {});
    const db = await getDb();
    const spellings = [
      ["Mr.", "Mr"],
      ["mr", "Mr"],
      [" MR ", "Mr"],
      ["Mr", "Mr"],
      ["Ms.", "Ms"],
      ["mrs", "Mrs."],
      ["Mrs.", "Mrs."],
      ["DR", "Dr."],
      ["Dr.", "Dr."],
      ["prof", "Prof."],
      ["Prof.", "Prof."],
    ] as const;
    for (const [sent, stored] of spellings) {
      const res = await register(registrationBody(event.slug, { title: sent }));
      expect(res.status, `${sent}: ${JSON.stringify(res.body)}`).toBe(201);
      const [p] = await db.select().from(participants).where(eq(participants.id, res.body.participant.id));
      expect(p.title, sent).toBe(stored);
    }
    const before = await counts();
    for (const title of ["Sir", "Mr..", "Mister", "", 3]) {
      expect(await register(registrationBody(event.slug, { title }))).toEqual({
        status: 400,
        body: { error: "Please choose a title: Mr, Ms, Mrs, Dr or Prof.", Errors: ["Please choose a title: Mr, Ms, Mrs, Dr or Prof."] },
      });
    }
    expect(await counts()).toEqual(before);
  });

  it("dataProtection: false from an API client is accepted and stored as sent; the list and the CSV show it", async () => {
    const event = await makeEvent("consent-forum", {});
    const unticked = await register(registrationBody(event.slug, { email: "unticked@example.rw", dataProtection: false }));
    expect(unticked.status, JSON.stringify(unticked.body)).toBe(201);
    const ticked = await register(registrationBody(event.slug, { email: "ticked@example.rw", dataProtection: "true" }));
    expect(ticked.status).toBe(201);

    const list = (await read(await all(apiRequest("/api/participant/all", { token: staff }), undefined))).body as { email: string; dataProtection: boolean }[];
    expect(list.find((p) => p.email === "unticked@example.rw")?.dataProtection).toBe(false);
    expect(list.find((p) => p.email === "ticked@example.rw")?.dataProtection).toBe(true);

    const csv = await (await exportCsv(apiRequest(`/account/events/participant/export?event=${event.id}`, { token: staff }), undefined)).text();
    const [header, ...rows] = csv.trim().split("\r\n");
    const column = header.split(",").indexOf("Data protection consent");
    const consentOf = (email: string) => rows.find((r) => r.includes(email))!.split(",")[column];
    expect(column).toBeGreaterThan(0);
    expect(consentOf("unticked@example.rw")).toBe("no");
    expect(consentOf("ticked@example.rw")).toBe("yes");
  });

  it("our own form still requires the box: its schema refuses an unticked registration", () => {
    const form = { ...registrationBody("consent-forum"), startedAt: Date.now() };
    const refused = registrationFormSchema.safeParse({ ...form, dataProtection: false });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual(["Please accept the data protection statement to register."]);
    expect(registrationFormSchema.safeParse(form).success).toBe(true);
  });
});

describe("staff change a participant's category by hand, with an audit entry", () => {
  const change = async (id: string, body: unknown, token?: string) =>
    read(await changeCategory(apiRequest(`/api/participant/category/${id}`, { method: "PUT", body, token }), params({ id })));

  it("an admin moves an unpaid registration to another category: the fee, the order and its line follow; audited", async () => {
    const event = await makeEvent("masterclass-by-hand");
    const res = await register(registrationBody(event.slug, { country: "Germany", phone: "+49 30 901822", email: "diaspora@example.rw" }));
    expect(res.status).toBe(201);
    const id = res.body.participant.id as string;
    const { token: adminToken, user: adminUser } = await makeUser("admin");

    const answer = await change(id, { category: "rwandan" }, adminToken);
    expect(answer).toEqual({ status: 200, body: { message: "Aline Uwase is now in the Rwandans category: the fee is $300 (was $520)." } });
    const db = await getDb();
    const [p] = await db.select().from(participants).where(eq(participants.id, id));
    expect(p).toMatchObject({ category: "rwandan", amount: 300, country: "Germany" });
    expect((await db.select().from(orders).where(eq(orders.id, res.orderId!)))[0].amount).toBe(300);
    expect((await db.select({ unitAmount: orderItems.unitAmount }).from(orderItems).where(eq(orderItems.orderId, res.orderId!)))[0].unitAmount).toBe(300);
    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({
      actorId: adminUser.id,
      action: "participant.category",
      entityType: "participant",
      summary: "Changed the category of Aline Uwase (Event masterclass-by-hand) from Internationals to Rwandans",
      details: { from: "international", to: "rwandan", amountBefore: 520, amountAfter: 300, orderId: res.orderId! },
    });

    // The same category again changes nothing and records nothing.
    expect(await change(id, { category: "rwandan" }, adminToken)).toEqual({
      status: 200,
      body: { message: "Aline Uwase is already in the Rwandans category." },
    });
    expect(await auditFor(id)).toHaveLength(1);
  });

  it("admins only; a bad category is 400; an unknown participant 404; a paid registration 409; nothing changes", async () => {
    const event = await makeEvent("masterclass-guarded");
    const res = await register(registrationBody(event.slug, { email: "guarded@example.rw" }));
    const id = res.body.participant.id as string;
    const staffToken = (await makeUser("user")).token;
    const adminToken = (await makeUser("admin")).token;
    expect((await change(id, { category: "international" })).status).toBe(401);
    expect((await change(id, { category: "international" }, staffToken)).status).toBe(403);
    expect(await change(id, { category: "martian" }, adminToken)).toEqual({
      status: 400,
      body: { error: "Please choose a category: rwandan, african or international." },
    });
    expect(await change("00000000-0000-4000-8000-000000000000", { category: "african" }, adminToken)).toEqual({
      status: 404,
      body: { error: "Participant not found." },
    });

    const db = await getDb();
    await db.update(orders).set({ status: "PAID", paidAt: new Date() }).where(eq(orders.id, res.orderId!));
    expect(await change(id, { category: "international" }, adminToken)).toEqual({
      status: 409,
      body: { error: "This registration is paid (PAID): its category and fee can no longer change." },
    });
    expect((await db.select().from(participants).where(eq(participants.id, id)))[0]).toMatchObject({ category: "rwandan", amount: 300 });
    expect(await auditFor(id)).toHaveLength(0);
  });

  it("a payment under way (an open card session) keeps the amount it was started for: 409", async () => {
    const event = await makeEvent("masterclass-paying");
    const res = await register(registrationBody(event.slug, { email: "paying@example.rw" }));
    const session = await read(
      await paymentSession(
        apiRequest("/api/v1/payments/session", { body: { orderId: res.orderId!, method: "visa" }, headers: { "x-forwarded-for": "10.7.200.1" } }),
        undefined,
      ),
    );
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    const adminToken = (await makeUser("admin")).token;
    expect(await change(res.body.participant.id, { category: "african" }, adminToken)).toEqual({
      status: 409,
      body: { error: "A payment of this registration is under way: change its category once that payment has ended." },
    });
  });
});
