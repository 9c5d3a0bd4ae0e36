import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { tags } from "@/lib/platform/cache-tags";
import { publications, type PublicationCategory } from "@/lib/platform/db/schema";
import { readKindPage, type ContentKind } from "@/lib/content/kind/config";
import { TRANSLATABLE_FIELDS } from "@/lib/content/translations/fields";

/**
 * /publications (category "publication", headed Advertisement) and /press-releases: active
 * documents of one category, newest first, tagged with the publications tag.
 */
export type PublicDocument = { id: string; title: string; url: string; createdAt: string; isPdf: boolean; isImage: boolean };

const columns = { id: publications.id, title: publications.title, url: publications.pubDocument, createdAt: publications.createdAt };

export const publicationsKind: ContentKind<PublicDocument, never, PublicationCategory> = {
  name: "publications",
  translation: { kind: "publication", fields: TRANSLATABLE_FIELDS.publication },
  tag: tags.publications,
  table: publications,
  columns,
  toCard: (r: { id: string; title: string; url: string; createdAt: Date }) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    isPdf: /\.pdf($|\?)/i.test(r.url),
    isImage: /\.(jpe?g|png|webp|gif)($|\?)/i.test(r.url),
  }),
  where: (category) => and(eq(publications.status, true), category && eq(publications.category, category)),
  order: () => [desc(publications.createdAt), desc(publications.id)],
};

/** One page of the active documents of a category, newest first. */
export const readPublicationPage = (category: PublicationCategory, page: number, limit: number) => readKindPage(publicationsKind, page, limit, category);
