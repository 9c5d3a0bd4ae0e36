import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { POST as registerRoute } from "@/app/api/participant/create/route";
import { getDb } from "@/lib/platform/db/client";
import { orders, participants } from "@/lib/platform/db/schema";
import { freshIp } from "./helpers/orders";
import { payLinkOrderOf, insertEvent } from "./helpers/participants";
import { CONSENT_REQUIRED } from "@/lib/booking/participants/schema";

/**
 * The registration form posts as a plain HTML form before its script has loaded (or without
 * script): the same service registers, and the browser goes on (303) to /sent, which says the next
 * step is in the mailbox, or why the form was refused.
 */
function post(fields: Record<string, string>) {
  return registerRoute(
    new NextRequest(new URL("/api/participant/create", "http://ikaze.test"), {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://ikaze.test",
        referer: "http://ikaze.test/participant?event=x",
        ...freshIp(),
      },
      body: new URLSearchParams(fields).toString(),
    }),
    undefined as never,
  );
}

const paidEvent = (slug: string) => insertEvent(slug, { price: 90, price1: 90 });

// What the form's fields send: the checkbox's value is "true", the honeypot is empty.
const person = {
  title: "Ms.",
  familyName: "Ingabire",
  firstName: "Esperance",
  position: "Officer",
  department: "Policy",
  organization: "MINALOC",
  address: "KG 7 Ave",
  country: "Rwanda",
  town: "Kigali",
  phone: "0788 123 456",
  dietRequirements: "",
  website: "",
};

describe("the registration form without script", () => {
  it("registers at the server's fee and goes on to /sent, the payment link in the mail", async () => {
    const event = await paidEvent("no-script-forum");
    const res = await post({ ...person, eventName: event.slug, email: "no.script.reg@example.rw", dataProtection: "true" });
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get("location")!);
    expect(to.pathname).toBe("/sent");
    expect(to.searchParams.get("form")).toBe("registration");
    expect(to.searchParams.get("error")).toBeNull();
    const db = await getDb();
    const [row] = await db.select().from(participants).where(eq(participants.email, "no.script.reg@example.rw"));
    expect(row).toMatchObject({ eventId: event.id, firstName: "Esperance", dataProtection: true, amount: 90 });
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, await payLinkOrderOf("no.script.reg@example.rw")));
    expect(order).toMatchObject({ amount: 90, status: "PENDING" });
  });

  it("a refused registration is sent to /sent with the reason and the way back; nothing is written", async () => {
    const event = await paidEvent("no-script-consent");
    const res = await post({ ...person, eventName: event.slug, email: "no.consent@example.rw" });
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get("location")!);
    expect(to.pathname).toBe("/sent");
    expect(to.searchParams.get("back")).toBe("/participant?event=x");
    expect(to.searchParams.get("error")).toBe(CONSENT_REQUIRED);
    expect(await (await getDb()).select().from(participants).where(eq(participants.email, "no.consent@example.rw"))).toEqual([]);
  });
});
