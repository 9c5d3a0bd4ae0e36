import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { signSession } from "@/lib/access/auth/session";
import { getDb } from "@/lib/platform/db/client";
import { events, mailOutbox, participants } from "@/lib/platform/db/schema";
import { POST as create } from "@/app/api/participant/create/route";
import { POST as confirm } from "@/app/api/participant/confirm/[token]/route";
import { GET as all } from "@/app/api/participant/all/route";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { freshIp } from "./helpers/orders";
import { testClock } from "./helpers/clock";
import { confirmTokenOf, registrationBody } from "./helpers/participants";

/** No squatting on free seats. The clock is ours (Date only is faked). */
const HOUR = 3_600_000;
const { start: T0, at } = testClock(HOUR);

let staffUser: Awaited<ReturnType<typeof makeUser>>["user"];
beforeAll(async () => {
  staffUser = (await makeUser("user")).user;
});

let n = 0;
async function freeEvent(capacity: number | null) {
  const db = await getDb();
  const slug = `free-seats-${++n}-${T0}`;
  const [row] = await db
    .insert(events)
    .values({
      slug,
      title: `Free seats ${n}`,
      startDate: new Date(T0 + 20 * 24 * HOUR),
      endDate: new Date(T0 + 20 * 24 * HOUR + 3 * HOUR),
      place: "Kigali",
      isApproved: true,
      capacity,
    })
    .returning();
  return row;
}

const register = async (slug: string, email: string, headers: Record<string, string> = freshIp()) =>
  read(await create(apiRequest("/api/participant/create", { body: registrationBody(slug, { email }), headers }), undefined));
const confirmWith = async (token: string) => read(await confirm(apiRequest(`/api/participant/confirm/${token}`, { method: "POST" }), params({ token })));
async function listed(email: string) {
  // Signed at the test's clock: a session lasts 8 hours and the clock moves days.
  const res = await read(await all(apiRequest("/api/participant/all", { token: await signSession(staffUser) }), undefined));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { email: string; state: string }[]).filter((p) => p.email === email);
}

describe("free registrations hold their seat until the e-mail is confirmed", () => {
  it("a link valid 24 hours confirms; unconfirmed ones are listed apart and give their seat back after it; the same e-mail is still refused", async () => {
    at(0);
    const event = await freeEvent(4);
    const res = await register(event.slug, "squatter@example.rw");
    expect(res).toMatchObject({
      status: 201,
      body: {
        message: `Thank you, Aline. Please confirm your registration for ${event.title} with the link we sent to squatter@example.rw: we hold your seat for 24 hours.`,
      },
    });
    const db = await getDb();
    const [row] = await db.select().from(participants).where(eq(participants.id, res.body.participant.id));
    expect(row).toMatchObject({ confirmedAt: null, holdUntil: new Date(T0 + 24 * HOUR), orderId: null });
    expect(row.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await listed("squatter@example.rw")).toEqual([expect.objectContaining({ state: "UNCONFIRMED", paymentStatus: "FREE" })]);
    // Nothing "confirmed" is mailed before the click.
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, "squatter@example.rw"), eq(mailOutbox.subject, `Registration confirmed: ${event.title}`))),
    ).toEqual([]);
    // Registering the address again answers as a first registration would, and mails the facts to it.
    expect(await register(event.slug, "SQUATTER@example.rw")).toEqual({
      status: 201,
      body: {
        message: `Thank you, Aline. Please confirm your registration for ${event.title} with the link we sent to squatter@example.rw: we hold your seat for 24 hours.`,
        participant: { id: expect.any(String) },
      },
    });
    expect(await db.select().from(participants).where(eq(participants.email, "squatter@example.rw"))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, "squatter@example.rw"), eq(mailOutbox.subject, `You are already registered: ${event.title}`))),
    ).toHaveLength(1);

    const keeper = await register(event.slug, "keeper@example.rw");
    expect(keeper.status).toBe(201);
    at(2);
    const token = await confirmTokenOf("keeper@example.rw");
    expect((await confirmWith(token)).status).toBe(200);
    expect((await confirmWith(token)).status).toBe(200);
    expect(await listed("keeper@example.rw")).toEqual([expect.objectContaining({ state: "CONFIRMED" })]);
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, "keeper@example.rw"), eq(mailOutbox.subject, `Registration confirmed: ${event.title}`))),
    ).toHaveLength(1);

    // 25 hours on, the unconfirmed one is expired (still listed, with its state) and its seat is free.
    at(25);
    expect(await listed("squatter@example.rw")).toEqual([expect.objectContaining({ state: "EXPIRED" })]);
    for (const email of ["b@example.rw", "c@example.rw"]) expect((await register(event.slug, email)).status).toBe(201);
    for (const email of ["b@example.rw", "c@example.rw"]) expect((await confirmWith(await confirmTokenOf(email))).status).toBe(200);
    expect((await register(event.slug, "d@example.rw")).status).toBe(201);
    // Full now (keeper, b, c, d): the late click of the expired one finds no seat.
    const late = await confirmWith(await confirmTokenOf("squatter@example.rw"));
    expect(late).toEqual({ status: 409, body: { error: `Sorry, the 24 hours to confirm have passed and ${event.title} is now full.` } });
    expect((await confirmWith("A".repeat(43))).status).toBe(404);
  });

  it("unconfirmed registrations may hold at most half of an event's seats", async () => {
    at(100);
    const event = await freeEvent(4);
    expect((await register(event.slug, "one@example.rw")).status).toBe(201);
    expect((await register(event.slug, "two@example.rw")).status).toBe(201);
    const third = await register(event.slug, "three@example.rw");
    expect(third).toEqual({
      status: 429,
      body: {
        error: `Many registrations for ${event.title} are waiting for their e-mail confirmation. Please try again in a few hours.`,
        Errors: [`Many registrations for ${event.title} are waiting for their e-mail confirmation. Please try again in a few hours.`],
      },
    });
    // A confirmation makes room.
    await confirmWith(await confirmTokenOf("one@example.rw"));
    expect((await register(event.slug, "three@example.rw")).status).toBe(201);
  });

  it("one address may make at most 10 free registrations a day, however slowly", async () => {
    at(200);
    const event = await freeEvent(null);
    const sameAddress = { "x-forwarded-for": "10.9.9.9" };
    for (let i = 0; i < 10; i++) {
      at(200 + i * 0.25); // one every 15 minutes: under the forms' 10-in-10-minutes limit
      expect((await register(event.slug, `made-up-${i}@example.rw`, sameAddress)).status).toBe(201);
    }
    at(203);
    expect(await register(event.slug, "made-up-10@example.rw", sameAddress)).toEqual({
      status: 429,
      body: {
        error: "Too many registrations from your network today. Please try again tomorrow or contact us.",
        Errors: ["Too many registrations from your network today. Please try again tomorrow or contact us."],
      },
    });
    expect((await register(event.slug, "made-up-10@example.rw")).status).toBe(201);
  });
});
