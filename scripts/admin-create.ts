import { parseArgs } from "node:util";
import { closeDb, getDb } from "@/lib/db/client";
import { upsertAdmin } from "@/lib/users/bootstrap";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
if (!values.email || !values.password || values.password.length < 10) {
  console.error("Usage: npm run admin:create -- --email admin@example.com --password 'at-least-10-chars'");
  process.exit(1);
}
await upsertAdmin(await getDb(), values.email, values.password);
console.info(`Admin ${values.email.toLowerCase()} is ready.`);
await closeDb();
