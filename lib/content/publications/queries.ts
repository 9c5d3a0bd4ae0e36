import "server-only";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { contains } from "@/lib/content/kind/search";
import { waitingPublications } from "@/lib/content/kind/waiting";
import { getDb } from "@/lib/platform/db/client";
import { PUBLICATION_CATEGORIES, publications, type Publication } from "@/lib/platform/db/schema";
import { isUuid } from "@/lib/platform/slug";
import { serializePublication, type PublicationJson } from "./serialize";

/**
 * Reads for the API and the dashboard (uncached). Anonymous callers (`staff: false`) only ever see
 * active publications. `category` narrows to one kind (publication, Press Release, Covid-19).
 */
export type ListOptions = {
  staff: boolean;
  page?: number;
  limit?: number;
  q?: string;
  category?: string;
  /** Only drafts waiting for an administrator (staff lists). */ waiting?: boolean;
};

function visible({ staff, q, category, waiting }: ListOptions): SQL | undefined {
  return and(
    staff && waiting ? waitingPublications() : undefined,
    staff ? undefined : eq(publications.status, true),
    contains(publications.title, q),
    // An unknown category (even one with NUL, which PostgreSQL refuses) matches nothing.
    category ? (isCategory(category) ? eq(publications.category, category) : sql`false`) : undefined,
  );
}

const isCategory = (v: string): v is Publication["category"] => (PUBLICATION_CATEGORIES as readonly string[]).includes(v);

export async function listPublications(opts: ListOptions): Promise<{ items: PublicationJson[]; total: number }> {
  const { page = 1, limit } = opts;
  const db = await getDb();
  const where = visible(opts);
  const query = db.select().from(publications).where(where).orderBy(desc(publications.createdAt), desc(publications.id)).$dynamic();
  if (limit) query.limit(limit).offset((page - 1) * limit);
  const [rows, [{ n }]] = await Promise.all([query, db.select({ n: count() }).from(publications).where(where)]);
  return { items: rows.map(serializePublication), total: n };
}

/** One publication by id; inactive ones only for staff. */
export async function findPublication(id: string, { staff }: { staff: boolean }): Promise<PublicationJson | null> {
  const row = await findPublicationRow(id);
  if (!row || (!staff && !row.status)) return null;
  return serializePublication(row);
}

export async function findPublicationRow(id: string): Promise<Publication | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(publications).where(eq(publications.id, id)).limit(1);
  return row ?? null;
}
