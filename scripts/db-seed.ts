import { closeDb } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/db/prepare";

// Migrates, ensures an admin and loads the demo content if the content tables are empty.
await prepareDatabase();
await closeDb();
