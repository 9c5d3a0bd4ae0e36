import { ok, route } from "@/lib/platform/api/respond";
import { latestTours } from "@/lib/content/tours/queries";

/** GET /api/tours/five → { tours }: the five latest published tours. */
export const GET = route(async () => ok({ tours: await latestTours(5) }), { validation: "error" });
