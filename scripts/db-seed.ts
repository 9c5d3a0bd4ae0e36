import { closeDb } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/setup/prepare";
import { ensureDataDirOrExit } from "@/lib/data-dir";

ensureDataDirOrExit();

// Migrates, ensures an admin and loads the demo content if the content tables are empty.
await prepareDatabase();
await closeDb();
