import { draftMode } from "next/headers";
import { getActor } from "@/lib/access/auth/guards";
import { previewablePath } from "./paths";

/**
 * GET /preview?path=/tour/{slug} — lets a signed-in staff member see a draft at its public URL.
 * It turns on Next's draft mode (a cookie that makes this browser bypass the page cache) and goes
 * to the page, which then shows the draft with a 'Preview — not published' banner and noindex.
 * Anonymous visitors are sent to the login page first.
 */
export async function GET(req: Request) {
  const target = new URL(req.url).searchParams.get("path");
  const path = previewablePath(target);
  if (!path) {
    return new Response("Only tour, blog and event pages can be previewed (path=/tour/…, /blog/… or /event/…).", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (!(await getActor(req))) {
    const back = `/preview?path=${encodeURIComponent(path)}`;
    return new Response(null, { status: 307, headers: { Location: `/auth/login?next=${encodeURIComponent(back)}` } });
  }
  (await draftMode()).enable();
  return new Response(null, { status: 307, headers: { Location: path, "Cache-Control": "no-store" } });
}
