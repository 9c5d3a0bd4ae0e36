import { and, desc, eq, like } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { events, mailOutbox } from "@/lib/platform/db/schema";

/** A complete registration for `eventName` as the public form sends it; `extra` overrides or adds fields. */
export const registrationBody = (eventName: string, extra: Record<string, unknown> = {}) => ({
  eventName,
  title: "Dr.",
  familyName: "Uwase",
  firstName: "Aline",
  position: "Researcher",
  department: "Climate",
  organization: "University of Rwanda",
  address: "KG 7 Ave",
  country: "Rwanda",
  town: "Kigali",
  phone: "0788 123 456",
  email: `aline.${Math.random().toString(36).slice(2)}@example.rw`,
  dietRequirements: "Vegetarian",
  dataProtection: true,
  ...extra,
});

/** The secret of the newest "Please confirm your registration" mail to `email`, read from its link. */
export async function confirmTokenOf(email: string): Promise<string> {
  const db = await getDb();
  const [mail] = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, "Please confirm your registration:%")))
    .orderBy(desc(mailOutbox.createdAt));
  const token = /\/participant\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link was mailed to ${email}`);
  return token;
}

/** The order of the newest paid registration of `email`, read from the payment link mailed to it. */
export async function payLinkOrderOf(email: string): Promise<string> {
  const id = await mailedOrderOf(email);
  if (!id) throw new Error(`no payment link was mailed to ${email}`);
  return id;
}

/** The same, or null when no payment link was mailed to `email` (a free registration). */
export async function mailedOrderOf(email: string): Promise<string | null> {
  const db = await getDb();
  const [mail] = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email.toLowerCase()), like(mailOutbox.subject, "Complete your registration:%")))
    .orderBy(desc(mailOutbox.createdAt));
  return /\/pay\/([0-9a-f-]{36})/.exec(mail?.text ?? "")?.[1] ?? null;
}

/**
 * A registration's answer with the order its mail opens as `orderId`, kept off the enumerable keys
 * so `toEqual` still compares the API's answer alone.
 */
export function withOrderId<T extends object>(res: T, orderId: string | null): T & { orderId: string | null } {
  return Object.defineProperty(res, "orderId", { value: orderId, enumerable: false }) as T & { orderId: string | null };
}

const DAY = 86_400_000;

/** An approved event in Kigali starting in 30 days (a day long); `extra` overrides or adds columns. */
export async function insertEvent(slug: string, extra: Partial<typeof events.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(events)
    .values({
      slug,
      title: `Event ${slug}`,
      startDate: new Date(Date.now() + 30 * DAY),
      endDate: new Date(Date.now() + 31 * DAY),
      place: "Kigali",
      isApproved: true,
      ...extra,
    })
    .returning();
  return row;
}
