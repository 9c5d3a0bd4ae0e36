import { readLocalUpload } from "@/lib/content/uploads/storage";

/**
 * Serves files stored under DATA_DIR/uploads. The Content-Type is the one we sniffed at upload
 * (kept as the extension we chose), nosniff stops browsers guessing otherwise, and the names are
 * ours, so they are safe in Content-Disposition. Stored files never change: cache them for a year.
 * PDFs are downloaded, not opened in our origin (no page embeds one); images show inline.
 */
export async function GET(_req: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const file = await readLocalUpload((await ctx.params).path);
  if (!file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" } });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.type.mime,
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": `${file.type.mime === "application/pdf" ? "attachment" : "inline"}; filename="${file.name}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
