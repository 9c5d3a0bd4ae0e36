import type { Publication } from "@/lib/platform/db/schema";

/** A publication in the contract's shape; `status` true means shown publicly. */
export type PublicationJson = {
  id: string;
  title: string;
  category: Publication["category"];
  pubDocument: string;
  status: boolean;
  authorId: string | null;
  createdAt: string;
  updatedAt: string;
};

export function serializePublication(row: Publication): PublicationJson {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    pubDocument: row.pubDocument,
    status: row.status,
    authorId: row.authorId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
