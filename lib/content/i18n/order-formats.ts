import { orderDay } from "@/lib/booking/orders/dates";
import { formatDay, formatDayRange, formatDayTime, formatTime, formatTimeRange, parseKigaliDateTime } from "@/lib/platform/dates";
import { formatMoney, formatRwf, formatUsd } from "@/lib/platform/format";
import type { Locale } from "./locales";
import { formatter } from "./messages";

type When = Date | string | number;

/** Dates and money on /pay and /myorder in one language (Kigali time, like every date of the site). */
export type OrderFormats = {
  usd: (amount: number | string) => string;
  rwf: (francs: number | string) => string;
  money: (amount: number | string, currency: string) => string;
  number: (n: number | string) => string;
  day: (when: When) => string;
  time: (when: When) => string;
  dayTime: (when: When) => string;
  dayRange: (start: When, end: When) => string;
  daysAndHours: (start: When, end: When) => string;
  /** An order's tour date or pick-up as stored: a zone-less one is the traveller's own wall clock. */
  orderDay: (at: Date | string) => string;
  orderDayTime: (at: Date | string) => string;
};

/** English keeps the site's own formats word for word ("Wed 10 Mar 2027", "$3,980", "RF 187,000"). */
const ENGLISH: OrderFormats = {
  usd: formatUsd,
  rwf: formatRwf,
  money: formatMoney,
  number: (n) => String(n),
  day: formatDay,
  time: formatTime,
  dayTime: formatDayTime,
  dayRange: formatDayRange,
  daysAndHours: (a, b) => `${formatDayRange(a, b)}, ${formatTimeRange(a, b)}`,
  orderDay,
  orderDayTime: (at) => formatDayTime(reading(at)),
};

const reading = (at: Date | string) => (typeof at === "string" ? parseKigaliDateTime(at) : at);
const DAY = { weekday: "short", day: "numeric", month: "short", year: "numeric" } as const;
const TIME = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

/** The formats of a language: Intl for French and Kinyarwanda. */
export function orderFormats(locale: Locale): OrderFormats {
  if (locale === "en") return ENGLISH;
  const f = formatter(locale);
  const wholeOrCents = (n: number) => (Number.isInteger(Math.round(n * 100) / 100) ? 0 : 2);
  const money = (amount: number | string, currency: string) => {
    const n = Number(amount);
    const digits = currency === "RWF" ? 0 : wholeOrCents(n);
    return f.number(n, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  };
  const day = (when: When) => f.dateTime(new Date(when), DAY);
  const time = (when: When) => f.dateTime(new Date(when), TIME);
  const dayTime = (when: When) => `${day(when)}, ${time(when)}`;
  const dayRange = (a: When, b: When) => f.dateTimeRange(new Date(a), new Date(b), DAY);
  return {
    usd: (amount) => money(amount, "USD"),
    rwf: (francs) => money(francs, "RWF"),
    money,
    number: (n) => f.number(Number(n)),
    day,
    time,
    dayTime,
    dayRange,
    daysAndHours: (a, b) => `${dayRange(a, b)}, ${time(a)} – ${time(b)}`,
    orderDay: (at) => day(reading(at)),
    orderDayTime: (at) => dayTime(reading(at)),
  };
}
