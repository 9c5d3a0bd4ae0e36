import { describe, expect, it } from "vitest";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { orders, participants, searchText, subscribers, visitorMessages } from "@/lib/platform/db/schema";

/**
 * The dashboard search's expressions (lib/platform/db/schema.ts `searchText`) are the ones its trigram
 * indexes were built on: the planner can answer `like '%term%'` from the index, on PGlite and on
 * PostgreSQL.
 */
const ROWS = 3000;
const fill: Record<string, SQL> = {
  orders: sql`insert into orders (item_type, client_names, client_email, client_phone)
    select 'tour', 'Client ' || g, 'client' || g || '@example.com', '0788 ' || g from generate_series(1, ${ROWS}) g`,
  participants: sql`insert into participants (event_name, family_name, first_name, position, department, organization, address, town, phone, email)
    select 'Summit', 'Family' || g, 'First', 'P', 'D', 'Org ' || g, 'A', 'Kigali', '0788 ' || g, 'person' || g || '@example.com' from generate_series(1, ${ROWS}) g`,
  visitor_messages: sql`insert into visitor_messages (kind, names, email, subject)
    select 'contact', 'Visitor ' || g, 'visitor' || g || '@example.com', 'Trip ' || g from generate_series(1, ${ROWS}) g`,
  subscribers: sql`insert into subscribers (email) select 'reader' || g || '@example.com' from generate_series(1, ${ROWS}) g`,
};

async function plan(table: string, text: SQL): Promise<string> {
  const db = await getDb();
  await db.execute(fill[table]);
  await db.execute(sql`analyze ${sql.identifier(table)}`);
  // Sequential scans off, in this transaction only: at this size the two plans' costs sit close, and
  // the question is whether the index can answer, which it cannot when the expressions differ.
  const res = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx.execute(sql`explain select 1 from ${sql.identifier(table)} where ${text} like ${"%2718@exa%"}`);
  });
  const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as Record<string, string>[];
  return rows.map((r) => Object.values(r)[0]).join("\n");
}

describe("search indexes", () => {
  it("pg_trgm is installed", async () => {
    const db = await getDb();
    const res = await db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    const rows = Array.isArray(res) ? res : (res as { rows: unknown[] }).rows;
    expect(rows).toHaveLength(1);
  });

  const cases: [string, SQL][] = [
    ["orders", searchText.orders(orders)],
    ["participants", searchText.participants(participants)],
    ["visitor_messages", searchText.visitorMessages(visitorMessages)],
    ["subscribers", searchText.subscribers(subscribers)],
  ];
  for (const [table, text] of cases) {
    it(`${table}: like '%term%' on the search text is answered from its trigram index`, async () => {
      expect(await plan(table, text)).toContain(`Bitmap Index Scan on ${table}_search_idx`);
    });
  }
});
