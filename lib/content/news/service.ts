import "server-only";
import { tags } from "@/lib/platform/cache-tags";
import { contentService } from "@/lib/content/kind/service";
import { news } from "@/lib/platform/db/schema";
import { sanitizeRichText } from "@/lib/platform/rich-text/sanitize";
import { findNewsRow } from "./queries";
import { newsPayload, newsPublishSchema, withCover, type NewsValues } from "./schema";
import { serializeNews, storedImages } from "./serialize";

/**
 * Writes to news posts (blogs), on the shared content shape (lib/content/kind/service.ts): any staff
 * member creates a draft; admins publish, update (partially) and delete. Slugs stay as created.
 */
const blogs = contentService({
  table: news,
  entity: "news",
  noun: "blog",
  schema: newsPayload,
  slugged: true,
  find: findNewsRow,
  notFound: "Blog not found.",
  stored: (row) => ({ title: row.title, newsBody: row.newsBody, image: row.image, images: storedImages(row), featured: row.featured }),
  merge: (stored, sent) => ({ ...stored, ...withCover(sent, { image: String(stored.image), images: stored.images as string[] }) }),
  columns: (input: NewsValues) => ({
    title: input.title,
    image: input.image,
    images: input.images.length ? input.images : [input.image],
    newsBody: sanitizeRichText(input.newsBody),
    featured: input.featured,
  }),
  created: (row) => serializeNews(row),
  toggle: { column: "isPublished", schema: newsPublishSchema, was: "wasPublished", on: ["publish", "Published"], off: ["unpublish", "Unpublished"] },
  identity: (row) => ({ slug: row.slug }),
  tags: (row, deleted) => [tags.news, tags.newsItem(row.slug), ...(deleted ? [tags.comments] : [])],
});

export const createNews = blogs.create;
export const updateNews = blogs.update;
export const setNewsPublished = blogs.setVisible;
export const deleteNews = blogs.remove;
