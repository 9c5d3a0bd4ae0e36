import { draftMode } from "next/headers";
import { previewablePath } from "../paths";

/** GET /preview/exit?path=… — turns preview off and returns to the page (or the home page). */
export async function GET(req: Request) {
  (await draftMode()).disable();
  const path = previewablePath(new URL(req.url).searchParams.get("path")) ?? "/";
  return new Response(null, { status: 307, headers: { Location: path, "Cache-Control": "no-store" } });
}
