import { closeDb, getDb } from "@/lib/db/client";

await getDb();
console.info("Database migrated.");
await closeDb();
