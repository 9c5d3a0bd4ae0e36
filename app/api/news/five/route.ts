import { ok, route } from "@/lib/api/respond";
import { latestNews } from "@/lib/news/queries";

/** GET /api/news/five → { news }: the five latest published posts. */
export const GET = route(async () => ok({ news: await latestNews(5) }), { validation: "error" });
