import { z } from "zod";

/**
 * Every environment variable the application reads, parsed once. A bad value stops start-up
 * with a message naming the variable; an absent optional one falls back to the embedded default.
 */
const empty = (v: unknown) => (v === "" ? undefined : v);
const optionalUrl = z.preprocess(empty, z.url().optional());
const flag = (fallback: boolean) =>
  z.preprocess(empty, z.enum(["0", "1", "true", "false"]).optional()).transform((v) => (v === undefined ? fallback : v === "1" || v === "true"));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.preprocess(empty, z.coerce.number().int().min(1).max(65535).default(3000)),
  APP_URL: optionalUrl,
  DATA_DIR: z.preprocess(empty, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    empty,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    empty,
    z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
      .optional(),
  ),
  SESSION_SECRET: z.preprocess(empty, z.string().min(32, "must be at least 32 characters").optional()),
  ADMIN_EMAIL: z.preprocess(empty, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(empty, z.string().min(10, "must be at least 10 characters").optional()),
  ADMIN_NAME: z.preprocess(empty, z.string().max(200, "must be at most 200 characters").optional()),
  SEED_DEMO: flag(true),
  SMTP_URL: z.preprocess(
    empty,
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: z.preprocess(empty, z.string().default("Ikaze <no-reply@ikaze.rw>")),
  /** Newsletter messages handed to the mail server per minute (lib/audience/newsletters/dispatch.ts). */
  NEWSLETTER_RATE: z.preprocess(empty, z.coerce.number().int("must be a whole number of messages per minute").min(1).max(6000).default(60)),
  COMPANY_INBOX: z.preprocess(empty, z.email().default("info@ikaze.rw")),
  /** How the company inbox hears about new bookings, registrations and payments: one mail each, or a daily digest. */
  COMPANY_NOTIFY: z.preprocess(empty, z.enum(["each", "daily"]).default("each")),
  CLOUDINARY_URL: z.preprocess(
    empty,
    z
      .string()
      .regex(/^cloudinary:\/\/[^:]+:[^@]+@.+/, "must be cloudinary://key:secret@cloud")
      .optional(),
  ),
  NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME: z.preprocess(empty, z.string().optional()),
  MPGS_BASE_URL: optionalUrl,
  MPGS_MERCHANT_ID: z.preprocess(empty, z.string().optional()),
  MPGS_API_PASSWORD: z.preprocess(empty, z.string().optional()),
  // Hosted Checkout of versions 62 and earlier was decommissioned on 1 October 2026.
  MPGS_API_VERSION: z.preprocess(
    empty,
    z.coerce.number().int().min(63, "must be 63 or later (Hosted Checkout of older versions was decommissioned)").default(100),
  ),
  MPGS_NOTIFICATION_SECRET: z.preprocess(empty, z.string().optional()),
  // Mobile money (lib/booking/gateways/momo.ts, airtel.ts, docs/payments-mobile-money.md): each provider is offered when its variables are set.
  MOMO_BASE_URL: optionalUrl,
  MOMO_SUBSCRIPTION_KEY: z.preprocess(empty, z.string().optional()),
  MOMO_API_USER: z.preprocess(empty, z.string().optional()),
  MOMO_API_KEY: z.preprocess(empty, z.string().optional()),
  MOMO_TARGET_ENVIRONMENT: z.preprocess(empty, z.string().default("mtnrwanda")),
  /** Refunds go through MTN's separate Disbursement product, with its own key and API user. */
  MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: z.preprocess(empty, z.string().optional()),
  MOMO_DISBURSEMENT_API_USER: z.preprocess(empty, z.string().optional()),
  MOMO_DISBURSEMENT_API_KEY: z.preprocess(empty, z.string().optional()),
  /** TEST MODE only: how long the built-in test phone leaves an unanswered prompt before it expires (the providers: about 5 minutes). */
  TEST_PHONE_PROMPT_SECONDS: z.preprocess(empty, z.coerce.number().int().min(1).max(3600).default(300)),
  AIRTEL_BASE_URL: optionalUrl,
  AIRTEL_CLIENT_ID: z.preprocess(empty, z.string().optional()),
  AIRTEL_CLIENT_SECRET: z.preprocess(empty, z.string().optional()),
  AIRTEL_COUNTRY: z.preprocess(
    empty,
    z
      .string()
      .regex(/^[A-Z]{2}$/, "must be a country code such as RW")
      .default("RW"),
  ),
  AIRTEL_CURRENCY: z.preprocess(
    empty,
    z
      .string()
      .regex(/^[A-Z]{3}$/, "must be a currency code such as RWF")
      .default("RWF"),
  ),
  // Unset: the test gateway is used when MPGS is not configured, except in production (see lib/booking/gateways/gateway.ts).
  PAYMENTS_TEST_MODE: z.preprocess(empty, z.enum(["0", "1", "true", "false"]).optional()).transform(readFlag),
  NEXT_PUBLIC_TAWK_PROPERTY_ID: z.preprocess(empty, z.string().optional()),
  NEXT_PUBLIC_TAWK_WIDGET_ID: z.preprocess(empty, z.string().optional()),
  CORS_ORIGINS: z
    .preprocess(empty, z.string().optional())
    .transform((v) =>
      v
        ? v
            .split(",")
            .map((s) => s.trim().replace(/\/$/, ""))
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.url("each entry must be an origin such as https://app.example.com"))),
  /** Proxies in front of the server whose X-Forwarded-For entries are trusted; 0 = the socket's peer. */
  TRUST_PROXY: z.preprocess(empty, z.coerce.number().int().min(0).max(10).default(0)),
  TEST_DATABASE_URL: z.preprocess(empty, z.string().optional()),
});

export type Env = z.infer<typeof schema>;

/** A 0/1/true/false variable: undefined when unset. */
export function readFlag(v: string | undefined): boolean | undefined {
  return v === undefined || v === "" ? undefined : v === "1" || v === "true";
}

function parseEnv(): Env {
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;
/** Parsed lazily so that `next build` (which evaluates modules) needs no configuration. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Public origin used in e-mails and canonical URLs: APP_URL, never the request's Host header. */
export function appUrl(): string {
  const e = env();
  return (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
}
