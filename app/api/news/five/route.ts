import { ok, route } from "@/lib/platform/api/respond";
import { latestNews } from "@/lib/content/news/queries";

/** GET /api/news/five → { news }: the five latest published posts. */
export const GET = route(async () => ok({ news: await latestNews(5) }), { validation: "error" });
