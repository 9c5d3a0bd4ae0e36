import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/content/seo/metadata";

/* robots.txt: search engines stay out of the back office, the API, payments and orders. Per request, so it names the runtime APP_URL. */
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/account", "/auth", "/api", "/pay", "/myorder", "/preview"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
