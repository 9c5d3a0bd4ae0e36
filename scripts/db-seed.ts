import { closeDb } from "@/lib/platform/db/client";
import { prepareDatabase } from "@/lib/office/setup/prepare";
import { ensureDataDirOrExit } from "@/lib/platform/data-dir";

ensureDataDirOrExit();

// Migrates, ensures an admin and loads the demo content if the content tables are empty.
await prepareDatabase();
await closeDb();
