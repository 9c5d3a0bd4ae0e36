import type { Db } from "@/lib/platform/db/client";

/**
 * What the outbox cannot make by itself at send time: a one-time link's token (access) and a
 * booking's voucher PDF (booking). Those contexts register their makers here, so the mail platform
 * imports none of them. Kept on globalThis: instrumentation and the route bundles share one registry.
 */
export type MailMakers = {
  link?: (db: Db, tokenId: string, now: Date) => Promise<string | null>;
  voucher?: (db: Db, orderId: string) => Promise<{ pdf: Buffer; filename: string } | null>;
};

function registry(): MailMakers {
  const g = globalThis as unknown as { __ikazeMailMakers?: MailMakers };
  return (g.__ikazeMailMakers ??= {});
}

export function registerMailMakers(makers: MailMakers): void {
  Object.assign(registry(), makers);
}

export function mailMaker<K extends keyof MailMakers>(kind: K): NonNullable<MailMakers[K]> {
  const make = registry()[kind];
  if (!make) throw new Error(`[mail] no ${kind} maker registered: import the module that queues such mail first`);
  return make as NonNullable<MailMakers[K]>;
}
