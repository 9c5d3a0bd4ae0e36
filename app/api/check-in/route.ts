import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { checkIn } from "@/lib/booking/tickets/service";

/** POST /api/check-in (staff): `{ code }` from the voucher's QR code, or typed. A second use is a 409 saying when and by whom. */
export const POST = route(
  async (req) => {
    const actor = await getActor(req);
    const result = await checkIn(actor, actor ? await readJson(req) : {});
    return ok(result, result.first ? 200 : 409);
  },
  { validation: "error" },
);
