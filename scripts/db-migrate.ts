import { closeDb, getDb } from "@/lib/platform/db/client";
import { ensureDataDirOrExit } from "@/lib/platform/data-dir";

ensureDataDirOrExit();

await getDb();
console.info("Database migrated.");
await closeDb();
