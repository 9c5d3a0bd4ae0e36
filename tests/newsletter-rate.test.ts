import { beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testClock } from "./helpers/clock";
import { makeUser } from "./helpers/factories";

// 30 a minute: one message every 2 seconds. No SMTP: messages stay in the outbox, where they are counted.
process.env.NEWSLETTER_RATE = "30";
const clock = testClock(100);

const { getDb } = await import("@/lib/platform/db/client");
const { mailOutbox, subscribers } = await import("@/lib/platform/db/schema");
const { dispatchNewsletters } = await import("@/lib/audience/newsletters/dispatch");
const { createNewsletter, sendNewsletter } = await import("@/lib/audience/newsletters/service");

let id: string;
beforeAll(async () => {
  const db = await getDb();
  await db.insert(subscribers).values(Array.from({ length: 40 }, (_, i) => ({ email: `reader-${i}@example.com`, confirmedAt: new Date() })));
  const { actor } = await makeUser("admin");
  id = (await createNewsletter(actor, { subject: "Rate", body: "<p>Slowly.</p>" })).data.id;
  await sendNewsletter(actor, id, {});
});

const queued = async () => (await (await getDb()).select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.purpose, "newsletter"))).length;

it("NEWSLETTER_RATE=30: a dispatch round every 100 ms for a minute of the clock queues 30 messages, 2 s apart, and a late round does not catch up in a burst", async () => {
  const times: number[] = [];
  // 0 … 59.9 s, a round each 100 ms (clock units).
  for (let t = 0; t < 600; t++) {
    clock.at(t);
    if ((await dispatchNewsletters()).queued) times.push(t * 100);
  }
  expect(await queued()).toBe(30);
  expect(times).toEqual(Array.from({ length: 30 }, (_, i) => i * 2000));

  // Nothing runs for five minutes (a paused process, a slow database): then one message, not 150.
  clock.at(3600);
  for (let i = 0; i < 5; i++) await dispatchNewsletters();
  expect(await queued()).toBe(31);
  clock.at(3619);
  expect((await dispatchNewsletters()).queued).toBe(false);
  clock.at(3620);
  expect((await dispatchNewsletters()).queued).toBe(true);
}, 120_000);
