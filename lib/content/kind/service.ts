import "server-only";
import { eq, type InferInsertModel, type InferSelectModel } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { assertAdmin, assertStaff, type Actor } from "@/lib/access/auth/guards";
import { recordAudit } from "@/lib/access/audit/service";
import { invalidate } from "@/lib/platform/cache-tags";
import { changedFields } from "@/lib/content/kind/changes";
import { ownMediaPaths } from "@/lib/platform/api/media-urls";
import { assertUploadsExist } from "@/lib/content/kind/media";
import { withFreshSlug } from "@/lib/content/kind/slugs";
import { getDb, type Db } from "@/lib/platform/db/client";
import { NotFoundError, ValidationError } from "@/lib/platform/errors";

type ContentTable = PgTable & { id: PgColumn; title: PgColumn };
type Row<T extends ContentTable> = InferSelectModel<T> & { id: string; title: string };
type Body = Record<string, unknown>;

/**
 * One side of a visibility toggle: the audit action and the past-tense verb ("publish",
 * "Published"); the answer is "<Noun> <verb> successfully." (spec §8: "Blog published successfully.").
 */
type ToggleSide = [action: string, verb: string];

/**
 * What makes one kind of content (news, tours, events, publications) different; everything else —
 * roles, partial updates, audit entries, cache invalidation — is the same for all of them and lives
 * in `contentService` below, so a new rule lands in one place.
 */
export type ContentKind<T extends ContentTable, V, J> = {
  table: T;
  /** Audit action prefix and entity type ("news", "tour", "event", "publication"). */
  entity: string;
  /** The word in messages and summaries ("blog" → "Blog created successfully.", `Created the blog "…"`). */
  noun: string;
  /** The create/update body's schema; an update is checked on the stored record merged with the body. */
  schema: z.ZodType<V>;
  /** Items with a slug get a fresh one from the title on create (and keep it for good). */
  slugged: boolean;
  find: (slugOrId: string) => Promise<Row<T> | null>;
  notFound: string;
  /** The stored item as a whole create body: what an update starts from before the sent fields are laid over it. */
  stored: (row: Row<T>) => Promise<Body> | Body;
  /** Lays the sent fields over the stored body (default: each sent field replaces the stored one). */
  merge?: (stored: Body, sent: Body) => Body;
  /** The table's columns from parsed values (rich text sanitized here). */
  columns: (values: V) => Partial<InferInsertModel<T>>;
  /** Writes kept outside the row (a tour's itinerary), in the same transaction. */
  afterWrite?: (tx: Db, id: string, values: V) => Promise<void>;
  /** What the create answer's `data` holds. */
  created: (row: Row<T>) => Promise<J> | J;
  /** The boolean column that puts the item in public view (also the body's field), the audit detail that keeps its old value, and the wording. */
  toggle: { column: keyof InferSelectModel<T> & string; schema: z.ZodType<Record<string, boolean>>; was: string; on: ToggleSide; off: ToggleSide };
  /** Identifies the item in audit details ({ slug } or { category }). */
  identity: (row: Row<T>) => Body;
  /** Cache tags to expire after a change; `deleted` when the item is gone (its comments too). */
  tags: (row: Row<T>, deleted: boolean) => string[];
};

export type ContentService<J> = {
  create: (actor: Actor | null, body: unknown) => Promise<{ message: string; data: J }>;
  update: (actor: Actor | null, slugOrId: string, body: unknown) => Promise<{ message: string }>;
  setVisible: (actor: Actor | null, slugOrId: string, body: unknown) => Promise<{ message: string }>;
  remove: (actor: Actor | null, slugOrId: string) => Promise<{ message: string }>;
};

/**
 * Create (any staff member, starts hidden), partial update, toggle and delete (admins only, spec §6),
 * each audited in the transaction that makes the change and followed by the cache invalidation.
 */
export function contentService<T extends ContentTable, V, J>(kind: ContentKind<T, V, J>): ContentService<J> {
  const Noun = kind.noun[0].toUpperCase() + kind.noun.slice(1);

  async function mustFind(slugOrId: string): Promise<Row<T>> {
    const row = await kind.find(slugOrId);
    if (!row) throw new NotFoundError(kind.notFound);
    return row;
  }

  return {
    async create(actor, body) {
      assertStaff(actor);
      const input = kind.schema.parse(ownMediaPaths(body));
      await assertUploadsExist(input);
      const db = await getDb();
      const insert = (extra: Body) =>
        db.transaction(async (tx) => {
          const values = { ...kind.columns(input), ...extra, authorId: actor.id, [kind.toggle.column]: false } as InferInsertModel<T>;
          const [created] = (await tx.insert(kind.table).values(values).returning()) as Row<T>[];
          await kind.afterWrite?.(tx, created.id, input);
          await recordAudit(tx, actor, {
            action: `${kind.entity}.create`,
            entityType: kind.entity,
            entityId: created.id,
            summary: `Created the ${kind.noun} "${created.title}"`,
            details: kind.identity(created),
          });
          return created;
        });
      const title = String((input as { title?: unknown }).title ?? "");
      const row = kind.slugged ? await withFreshSlug(db, kind.table as unknown as PgTable & { slug: PgColumn }, title, (slug) => insert({ slug })) : await insert({});
      return { message: `${Noun} created successfully.`, data: await kind.created(row) };
    },

    /** Partial: the fields sent replace the stored ones, absent ones stay; the merged record is validated whole. */
    async update(actor, slugOrId, body) {
      assertAdmin(actor);
      const sent = ownMediaPaths(body);
      if (!isPlainObject(sent)) throw new ValidationError(["The request body must be a JSON object."]);
      const current = await mustFind(slugOrId);
      const stored = await kind.stored(current);
      const present = Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== undefined));
      const input = kind.schema.parse(kind.merge ? kind.merge(stored, present) : { ...stored, ...present });
      await assertUploadsExist(input, stored);
      const before = kind.schema.safeParse(stored);
      const next = kind.columns(input);
      const db = await getDb();
      await db.transaction(async (tx) => {
        await tx.update(kind.table).set(next as never).where(eq(kind.table.id, current.id));
        await kind.afterWrite?.(tx, current.id, input);
        await recordAudit(tx, actor, {
          action: `${kind.entity}.update`,
          entityType: kind.entity,
          entityId: current.id,
          summary: `Updated the ${kind.noun} "${String((next as Body).title ?? current.title)}"`,
          details: { ...kind.identity(current), changed: changedFields((before.success ? before.data : stored) as Body, input as Body) },
        });
      });
      invalidate(...kind.tags(current, false));
      return { message: `${Noun} updated successfully.` };
    },

    async setVisible(actor, slugOrId, body) {
      assertAdmin(actor);
      const on = kind.toggle.schema.parse(body)[kind.toggle.column];
      const current = await mustFind(slugOrId);
      const [action, verb] = on ? kind.toggle.on : kind.toggle.off;
      const db = await getDb();
      await db.transaction(async (tx) => {
        await tx
          .update(kind.table)
          .set({ [kind.toggle.column]: on } as never)
          .where(eq(kind.table.id, current.id));
        await recordAudit(tx, actor, {
          action: `${kind.entity}.${action}`,
          entityType: kind.entity,
          entityId: current.id,
          summary: `${verb} the ${kind.noun} "${current.title}"`,
          details: kind.identity(current),
        });
      });
      invalidate(...kind.tags(current, false));
      return { message: `${Noun} ${verb.toLowerCase()} successfully.` };
    },

    async remove(actor, slugOrId) {
      assertAdmin(actor);
      const current = await mustFind(slugOrId);
      const db = await getDb();
      await db.transaction(async (tx) => {
        await tx.delete(kind.table).where(eq(kind.table.id, current.id));
        await recordAudit(tx, actor, {
          action: `${kind.entity}.delete`,
          entityType: kind.entity,
          entityId: current.id,
          summary: `Deleted the ${kind.noun} "${current.title}"`,
          details: { ...kind.identity(current), [kind.toggle.was]: current[kind.toggle.column] },
        });
      });
      invalidate(...kind.tags(current, true));
      return { message: `${Noun} deleted successfully.` };
    },
  };
}

function isPlainObject(v: unknown): v is Body {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
