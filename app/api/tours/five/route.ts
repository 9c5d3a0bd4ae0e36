import { ok, route } from "@/lib/platform/api/respond";
import { latestTours } from "@/lib/content/tours/queries";
import { apiLang, translateAll } from "@/lib/content/translations/api";

/** GET /api/tours/five → { tours }: the five latest published tours. */
export const GET = route(async (req) => ok({ tours: await translateAll("tour", await latestTours(5), apiLang(req)) }), { validation: "error" });
