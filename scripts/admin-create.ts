import { parseArgs } from "node:util";
import { closeDb, getDb } from "@/lib/platform/db/client";
import { passwordProblems } from "@/lib/access/auth/password-rules";
import { upsertAdmin } from "@/lib/access/users/bootstrap";
import { ensureDataDirOrExit } from "@/lib/platform/data-dir";

ensureDataDirOrExit();

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
if (!values.email || !values.password) {
  console.error("Usage: npm run admin:create -- --email admin@example.com --password 'at-least-10-chars'");
  process.exit(1);
}
const problems = passwordProblems(values.password);
if (problems.length) {
  console.error(`The password is not accepted: ${problems.join("; ")}.`);
  process.exit(1);
}
await upsertAdmin(await getDb(), values.email, values.password);
console.info(`Admin ${values.email.toLowerCase()} is ready.`);
await closeDb();
