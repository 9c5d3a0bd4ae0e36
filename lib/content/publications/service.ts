import "server-only";
import { tags } from "@/lib/platform/cache-tags";
import { contentService } from "@/lib/content/kind/service";
import { publications } from "@/lib/platform/db/schema";
import { findPublicationRow } from "./queries";
import { publicationSchema, publicationStatusSchema, type PublicationValues } from "./schema";
import { serializePublication } from "./serialize";

/**
 * Writes to publications (advertisements, press releases, COVID-19 notices), on the shared content
 * shape (lib/content/kind/service.ts): any staff member creates one (inactive); admins activate, update
 * (partially) and delete. Publications have no slug: they are addressed by id.
 */
const publicationKind = contentService({
  table: publications,
  entity: "publication",
  noun: "publication",
  schema: publicationSchema,
  slugged: false,
  find: findPublicationRow,
  notFound: "Publication not found.",
  stored: (row) => ({ title: row.title, category: row.category, pubDocument: row.pubDocument }),
  columns: (input: PublicationValues) => ({ title: input.title, category: input.category, pubDocument: input.pubDocument }),
  created: (row) => serializePublication(row),
  toggle: { column: "status", schema: publicationStatusSchema, was: "wasActive", on: ["activate", "Activated"], off: ["deactivate", "Deactivated"] },
  identity: (row) => ({ category: row.category }),
  tags: () => [tags.publications],
});

export const createPublication = publicationKind.create;
export const updatePublication = publicationKind.update;
export const setPublicationStatus = publicationKind.setVisible;
export const deletePublication = publicationKind.remove;
