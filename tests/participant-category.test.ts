import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { events, mailOutbox, orders, participants, type FeeTable } from "@/lib/db/schema";
import { POST as create } from "@/app/api/participant/create/route";
import { apiRequest } from "./helpers/factories";
import { read, rowCount } from "./helpers/content";
import { registrationBody } from "./helpers/participants";

const DAY = 86_400_000;
/** The interpreting masterclass's table: a Rwandan pays 300, an international participant 520. */
const fees: FeeTable = {
  rwandan: { earlyBird: 300, normal: 300 },
  african: { earlyBird: 410, normal: 410 },
  international: { earlyBird: 520, normal: 520 },
};

let ipCounter = 0;
const register = async (body: unknown) =>
  read(await create(apiRequest("/api/participant/create", { body, headers: { "x-forwarded-for": `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` } }), undefined));

async function makeEvent(slug: string) {
  const db = await getDb();
  const [row] = await db
    .insert(events)
    .values({ slug, title: `Event ${slug}`, startDate: new Date(Date.now() + 30 * DAY), endDate: new Date(Date.now() + 31 * DAY), place: "Kigali", isApproved: true, fees })
    .returning();
  return row;
}

const counts = async () => ({ participants: await rowCount(participants), orders: await rowCount(orders), mail: await rowCount(mailOutbox) });

describe("the fee follows the declared country, not a free field (issue 21 item 2)", () => {
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
      expect((await db.select().from(orders).where(eq(orders.id, res.body.order.id)))[0].amount).toBe(amount);
    }
  });
});
