import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { assertAdmin, assertStaff, type Actor } from "@/lib/access/auth/guards";
import { issueLink } from "@/lib/access/auth/tokens";
import { recordAudit } from "@/lib/access/audit/service";
import { getDb } from "@/lib/platform/db/client";
import { users } from "@/lib/platform/db/schema";
import { ConflictError, ForbiddenError, NotFoundError } from "@/lib/platform/errors";
import { invitationMail } from "@/lib/platform/mail/account-mails";
import { readListQuery } from "@/lib/platform/pagination";
import { approveUserSchema, createUserSchema } from "./schema";
import { listUsers, publicUserColumns, toPublicUser, type PublicUser } from "./queries";
import { storeThenMail } from "@/lib/platform/mail/store-then-mail";

export const DUPLICATE_EMAIL = (email: string) => `A user with the email ${email} already exists.`;
export const CANNOT_BLOCK_SELF = "You cannot block your own account.";
export const LAST_ADMIN = "The last active administrator cannot be blocked. Make another user an administrator first.";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/users: every staff member by default; `?page&limit&q` narrow it. */
export async function listUsersForApi(actor: Actor | null, params: URLSearchParams): Promise<{ data: PublicUser[]; usersCount: number }> {
  assertStaff(actor);
  const query = readListQuery(params);
  const { rows, total } = await listUsers(query);
  return { data: rows.map(toPublicUser), usersCount: total };
}

/**
 * An administrator creates a staff account without a password and invites the person by e-mail
 * to choose one. The account, the invitation link, the e-mail and the audit entry are one transaction.
 */
export async function createUser(actor: Actor | null, body: unknown): Promise<{ message: string; data: PublicUser }> {
  assertAdmin(actor);
  const input = createUserSchema.parse(body);
  const data = await storeThenMail(async (tx, mail) => {
    const [user] = await tx
      .insert(users)
      .values({ ...input, passwordHash: null })
      .onConflictDoNothing({ target: users.email })
      .returning(publicUserColumns);
    if (!user) throw new ConflictError(DUPLICATE_EMAIL(input.email));
    const link = await issueLink(tx, user.id, "invite");
    await mail(invitationMail(user, link, `${actor.firstName} ${actor.lastName}`.trim()));
    await recordAudit(tx, actor, {
      action: "user.create",
      entityType: "user",
      entityId: user.id,
      summary: `Created ${user.role} ${user.email} and sent an invitation`,
      details: { email: user.email, role: user.role, organization: user.organization },
    });
    return user;
  });
  return { message: `Successful created user. We have sent an email verification to ${data.email}`, data };
}

/**
 * Blocks or unblocks a staff account (admins only). Blocking also bumps the session version, so
 * the person's open sessions end now and stay ended after a later unblock.
 */
export async function setUserActive(actor: Actor | null, id: string, body: unknown): Promise<{ message: string }> {
  assertAdmin(actor);
  const { isActive } = approveUserSchema.parse(body);
  if (!UUID.test(id)) throw new NotFoundError("User not found.");
  if (!isActive && id === actor.id) throw new ForbiddenError(CANNOT_BLOCK_SELF);

  const db = await getDb();
  return db.transaction(async (tx) => {
    // Lock the active admins first so two admins blocking each other at once cannot both win.
    const activeAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.isActive, true)))
      .for("update");
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!target) throw new NotFoundError("User not found.");
    if (!isActive && target.role === "admin" && !activeAdmins.some((a) => a.id !== target.id)) throw new ConflictError(LAST_ADMIN);

    await tx
      .update(users)
      .set({ isActive, ...(isActive ? {} : { sessionVersion: sql`${users.sessionVersion} + 1` }) })
      .where(and(eq(users.id, id), ne(users.isActive, isActive)));
    await recordAudit(tx, actor, {
      action: isActive ? "user.unblock" : "user.block",
      entityType: "user",
      entityId: target.id,
      summary: `${isActive ? "Unblocked" : "Blocked"} ${target.email}`,
      details: { email: target.email, wasActive: target.isActive },
    });
    return { message: isActive ? `User ${target.email} has been unblocked.` : `User ${target.email} has been blocked.` };
  });
}
