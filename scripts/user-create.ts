import { parseArgs } from "node:util";
import { closeDb, getDb } from "@/lib/platform/db/client";
import { users } from "@/lib/platform/db/schema";
import { hashPassword } from "@/lib/access/auth/password";
import { passwordProblems } from "@/lib/access/auth/password-rules";
import { ensureDataDirOrExit } from "@/lib/platform/data-dir";

ensureDataDirOrExit();

// Creates (or resets) a staff account with a password, without e-mail. For operators and test set-up.
const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    role: { type: "string", default: "user" },
    first: { type: "string", default: "Staff" },
    last: { type: "string", default: "Member" },
  },
});
if (!values.email || !values.password || (values.role !== "admin" && values.role !== "user")) {
  console.error("Usage: npm run user:create -- --email a@b.c --password 'at-least-10-chars' [--role user|admin] [--first Ada --last Uwase]");
  process.exit(1);
}
const problems = passwordProblems(values.password);
if (problems.length) {
  console.error(`The password is not accepted: ${problems.join("; ")}.`);
  process.exit(1);
}
const db = await getDb();
const passwordHash = await hashPassword(values.password);
const email = values.email.toLowerCase();
await db
  .insert(users)
  .values({ email, firstName: values.first!, lastName: values.last!, role: values.role, passwordHash, organization: "Ikaze" })
  .onConflictDoUpdate({ target: users.email, set: { role: values.role, passwordHash, isActive: true } });
console.info(`${values.role} ${email} is ready.`);
await closeDb();
