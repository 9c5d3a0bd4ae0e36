import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { events, subscribers } from "@/lib/platform/db/schema";
import { GET as bookingsExport } from "@/app/account/tour-bookings/export/route";
import { GET as participantsExport } from "@/app/account/events/participant/export/route";
import { GET as subscribersExport } from "@/app/api/maillist/subcribers/export/route";
import { POST as register } from "@/app/api/participant/create/route";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { freshIp, makeTour, orderBody, postOrder } from "./helpers/orders";
import { registrationBody } from "./helpers/participants";

/** What visitors type to have a spreadsheet run a command when staff open the export. */
const HOSTILE = [
  "Bob;=1+cmd|' /C calc'!A0", // a `;` locale splits here and runs the second cell
  "Ann,@SUM(1+1)*cmd|' /C calc'!A0",
  "Eve\t-2+3+cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example","x")',
  'Kim; "+1+1',
];

/**
 * Every place where some spreadsheet may start a cell: the start of a line and after each comma,
 * semicolon or tab (whichever separator the reader's locale uses, quotes or not) and each line
 * break. A cell that opens there with = + - @ (after spaces or quotes) runs as a formula.
 */
function formulaStarts(csv: string): string[] {
  const found: string[] = [];
  const re = /(?:^|[,;\t\r\n])[ "]*([=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;
  for (const m of csv.replace(/^\uFEFF/, "").matchAll(re)) {
    // A line break after a carriage return is the record's end, not a cell starting with CR.
    if (m[1] === "\r" && csv[m.index! + m[0].length] === "\n") continue;
    found.push(JSON.stringify(csv.slice(m.index!, m.index! + 30)));
  }
  return found;
}

let staff: string;
beforeAll(async () => {
  staff = (await makeUser("user")).token;
});

describe("every CSV export is safe in every spreadsheet", () => {
  it("bookings: hostile names, addresses and places export as text", async () => {
    const tour = await makeTour();
    for (const text of HOSTILE) {
      const { status } = await postOrder(orderBody(tour.id, 2, { names: text, address: text, location: text, email: "csv.booker@example.rw" }));
      expect(status).toBe(200);
    }
    const res = await bookingsExport(apiRequest("/account/tour-bookings/export?q=csv.booker", { token: staff }));
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(1 + HOSTILE.length);
    expect(csv).toContain("Bob;'=1+cmd|' /C calc'!A0");
    expect(formulaStarts(csv)).toEqual([]);
  });

  it("participants: hostile organisations and diets export as text", async () => {
    const db = await getDb();
    const [event] = await db
      .insert(events)
      .values({
        slug: "csv-safety",
        title: "CSV safety",
        startDate: new Date(Date.now() + 30 * 86_400_000),
        endDate: new Date(Date.now() + 31 * 86_400_000),
        place: "Kigali",
        isApproved: true,
      })
      .returning();
    for (const text of HOSTILE) {
      const res = await register(
        apiRequest("/api/participant/create", {
          body: registrationBody(event.slug, { organization: text, dietRequirements: text, town: text }),
          headers: freshIp(),
        }),
        undefined,
      );
      expect(res.status).toBe(201);
    }
    const res = await participantsExport(apiRequest(`/account/events/participant/export?event=${event.id}`, { token: staff }), undefined);
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(1 + HOSTILE.length);
    expect(formulaStarts(csv)).toEqual([]);
  });

  it("subscribers: addresses stored by an older import export as text", async () => {
    const db = await getDb();
    await db.insert(subscribers).values(HOSTILE.map((text, i) => ({ email: `${text}${i}@example.com` })));
    const res = await subscribersExport(apiRequest("/api/maillist/subcribers/export", { token: staff }), params({}));
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv).toContain("Bob;'=1+cmd|' /C calc'!A00@example.com");
    expect(formulaStarts(csv)).toEqual([]);
  });
});
