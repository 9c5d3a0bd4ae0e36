import "server-only";
import { draftMode } from "next/headers";
import { currentUser } from "@/lib/access/auth/guards";

/**
 * Whether this render may show a draft: Next's draft mode is on (only /preview turns it on, for
 * signed-in staff) and the session is still valid. Called only after the published lookup missed,
 * and draft-mode requests bypass the page cache, so public visitors keep getting cached pages.
 */
export async function isStaffPreview(): Promise<boolean> {
  const { isEnabled } = await draftMode();
  if (!isEnabled) return false;
  return (await currentUser()) !== null;
}
