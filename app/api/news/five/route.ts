import { ok, route } from "@/lib/platform/api/respond";
import { latestNews } from "@/lib/content/news/queries";
import { apiLang, translateAll } from "@/lib/content/translations/api";

/** GET /api/news/five → { news }: the five latest published posts. */
export const GET = route(async (req) => ok({ news: await translateAll("news", await latestNews(5), apiLang(req)) }), { validation: "error" });
