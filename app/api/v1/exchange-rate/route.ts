import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { getExchangeRate, setExchangeRate } from "@/lib/booking/payments/exchange-rate";

/** GET (administrators) → { data, usable, problem }: the dollar's rate in francs in force. */
export const GET = route(async (req) => ok(await getExchangeRate(await getActor(req))), { validation: "error" });

/** POST { rate, ratedOn } (administrators) → 201 { message, data }; 400 { error } for a bad or stale rate. */
export const POST = route(
  async (req) => {
    const actor = await getActor(req);
    return ok(await setExchangeRate(actor, actor ? await readJson(req) : null), 201);
  },
  { validation: "error" },
);
