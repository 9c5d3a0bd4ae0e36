import { closeDb, getDb } from "@/lib/db/client";
import { ensureDataDirOrExit } from "@/lib/data-dir";

ensureDataDirOrExit();

await getDb();
console.info("Database migrated.");
await closeDb();
