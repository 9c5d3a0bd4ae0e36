import { createHash } from "node:crypto";
import type { Limit } from "@/lib/platform/rate-limit";

/** Login throttling (OWASP: per account and address tightly, per account loosely with delays). */
export const LOGIN_LIMITS = {
  /** Attempts from one address on one account. */
  pair: { limit: 5, windowSeconds: 15 * 60 } satisfies Limit,
  /** Failed attempts from one address across accounts (password spraying). */
  ip: { limit: 30, windowSeconds: 15 * 60 } satisfies Limit,
  /** Failed attempts on one account from addresses it has not signed in from lately. */
  account: { limit: 100, windowSeconds: 60 * 60 } satisfies Limit,
  /** An address the account signed in from is remembered for one to two days. */
  known: { limit: 1, windowSeconds: 24 * 60 * 60 } satisfies Limit,
  /** Attempts from a browser that holds the account's device cookie (lib/access/auth/device-cookie.ts). */
  device: { limit: 5, windowSeconds: 15 * 60 } satisfies Limit,
};

/** Failures on an account from anywhere before the growing delay starts. */
export const DELAY_AFTER_FAILURES = 5;
export const MAX_DELAY_MS = 10_000;

/** 0 for the first five failures, then 0.25 s, 0.5 s, 1 s … up to 10 s before each further check. */
export function accountDelayMs(failures: number): number {
  if (failures <= DELAY_AFTER_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 250 * 2 ** (failures - DELAY_AFTER_FAILURES - 1));
}

/** E-mails are hashed into the keys so that the key length is bounded whatever is typed. */
export function accountKey(email: string): string {
  return createHash("sha256").update(email.toLowerCase()).digest("base64url").slice(0, 22);
}

export function loginKeys(email: string, ip: string, device: string | null = null) {
  const account = accountKey(email);
  const address = ip.slice(0, 64);
  return {
    pair: `login:pair:${account}:${address}`,
    ip: `login:ip:${address}`,
    account: `login:account:${account}`,
    known: `login:known:${account}:${address}`,
    device: device ? `login:device:${account}:${device.slice(0, 32)}` : null,
  };
}
