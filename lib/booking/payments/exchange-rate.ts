import "server-only";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "@/lib/access/audit/service";
import { assertAdmin, type Actor } from "@/lib/access/auth/guards";
import { getDb } from "@/lib/platform/db/client";
import { exchangeRates, type ExchangeRate } from "@/lib/platform/db/schema";
import { formatDate } from "@/lib/platform/dates";
import { AppError, ValidationError } from "@/lib/platform/errors";
import { calendarDate } from "@/lib/platform/validation/text";
import { formatRwf } from "@/lib/platform/format";

/** A rate older than this many days is not used: staff must set today's. */
export const RATE_MAX_AGE_DAYS = 7;
export const MOBILE_MONEY_PAUSED = "Mobile money is not available at the moment. Please pay by card or bank transfer, or contact us.";
export const rateTooOld = (ratedOn: string) =>
  `The dollar's rate in francs is from ${ratedOn}, more than ${RATE_MAX_AGE_DAYS} days ago, so mobile money payments are paused: set today's rate in the dashboard's Exchange rate page.`;
export const NO_RATE = "No dollar rate in francs has been set, so mobile money payments are paused: set it in the dashboard's Exchange rate page.";

const RATE_FORMAT = "The rate must be the francs for one US dollar, between 100 and 100,000, with at most 4 decimals.";

export const exchangeRateSchema = z.object({
  rate: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d+(\.\d{1,4})?$/, RATE_FORMAT)
          .transform(Number),
      ],
      { error: RATE_FORMAT },
    )
    .pipe(
      z
        .number()
        .gt(100, RATE_FORMAT)
        .lt(100_000, RATE_FORMAT)
        .refine((n) => Math.abs(Math.round(n * 10_000) - n * 10_000) < 1e-6, RATE_FORMAT),
    ),
  ratedOn: calendarDate("The rate's date must be a date (YYYY-MM-DD)."),
});

const dayMs = 86_400_000;
const ageInDays = (ratedOn: string, now: Date) => Math.floor((now.getTime() - Date.parse(`${ratedOn}T00:00:00+02:00`)) / dayMs);

export type RateState = { rate: ExchangeRate | null; usable: boolean; problem: string | null };

/** The newest rate, and whether it may be used (none set, or too old: a message for staff). */
export async function rateState(now = new Date()): Promise<RateState> {
  const db = await getDb();
  const [rate] = await db.select().from(exchangeRates).where(eq(exchangeRates.currency, "RWF")).orderBy(desc(exchangeRates.createdAt)).limit(1);
  if (!rate) return { rate: null, usable: false, problem: NO_RATE };
  if (ageInDays(rate.ratedOn, now) > RATE_MAX_AGE_DAYS) return { rate, usable: false, problem: rateTooOld(rate.ratedOn) };
  return { rate, usable: true, problem: null };
}

/** The rate a payment may start with; a visitor is told mobile money is paused, the log says why. */
export async function rateInForce(now = new Date()): Promise<ExchangeRate> {
  const s = await rateState(now);
  if (!s.usable || !s.rate) {
    console.warn(`[payments] ${s.problem}`);
    throw new AppError(503, MOBILE_MONEY_PAUSED);
  }
  return s.rate;
}

/** POST /api/v1/exchange-rate { rate, ratedOn } (administrators): a new rate, audited. A date in the future or already too old is refused. */
export async function setExchangeRate(actor: Actor | null, body: unknown, now = new Date()) {
  assertAdmin(actor);
  const input = exchangeRateSchema.parse(body);
  const age = ageInDays(input.ratedOn, now);
  if (age < 0) throw new ValidationError(["The rate's date can not be in the future."]);
  if (age > RATE_MAX_AGE_DAYS) throw new ValidationError([`The rate's date must be within the last ${RATE_MAX_AGE_DAYS} days.`]);
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx.insert(exchangeRates).values({ currency: "RWF", rate: input.rate, ratedOn: input.ratedOn, setBy: actor.email }).returning();
    await recordAudit(tx, actor, {
      action: "exchange-rate.set",
      entityType: "exchange_rate",
      entityId: row.id,
      summary: `Dollar rate set to ${formatRwf(input.rate)}${Number.isInteger(input.rate) ? "" : ` (${input.rate})`} per US dollar, rate of ${input.ratedOn}`,
      details: { rate: input.rate, ratedOn: input.ratedOn },
    });
    return row;
  });
  return { message: "Exchange rate saved.", data: serializeRate(saved) };
}

/** GET /api/v1/exchange-rate (staff): the rate in force and whether mobile money can use it. */
export async function getExchangeRate(actor: Actor | null, now = new Date()) {
  assertAdmin(actor);
  const s = await rateState(now);
  return { data: s.rate ? serializeRate(s.rate) : null, usable: s.usable, problem: s.problem };
}

const serializeRate = (r: ExchangeRate) => ({
  id: r.id,
  currency: r.currency,
  rate: Number(r.rate),
  ratedOn: r.ratedOn,
  setBy: r.setBy,
  setAt: r.createdAt,
  setOn: formatDate(r.createdAt),
});

/** The TEST MODE's rate: a round demo figure, dated today, so a newcomer can pay by mobile money on the fakes. */
export const TEST_MODE_RATE = 1450;

/**
 * Start-up in TEST MODE, with the fakes standing in for both providers: when no usable rate is
 * set, a demo rate dated today is added (and said in the log). Never with a configured provider.
 */
export async function ensureTestModeRate(now = new Date()): Promise<void> {
  const s = await rateState(now);
  if (s.usable) return;
  const db = await getDb();
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kigali" }).format(now);
  await db.insert(exchangeRates).values({ currency: "RWF", rate: TEST_MODE_RATE, ratedOn: today, setBy: "TEST MODE (demo rate)" });
  console.warn(`[payments] TEST MODE: mobile money runs on the built-in fakes at a demo rate of ${TEST_MODE_RATE} francs per dollar.`);
}
