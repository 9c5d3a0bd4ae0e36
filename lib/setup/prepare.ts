import { eq } from "drizzle-orm";
import { env } from "@/lib/env";
import { ensureAdmin } from "@/lib/users/bootstrap";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { seedDemo } from "./seed";

/** Migrates, makes sure an admin exists and loads the demo content into an empty database. */
export async function prepareDatabase(): Promise<void> {
  const db = await getDb();
  const e = env();
  await ensureAdmin(db, { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME });
  if (e.SEED_DEMO) {
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
    const { inserted } = await seedDemo(db, { authorId: admin?.id });
    if (inserted) console.info("[db] demo content loaded");
  }
}
