import { readFile } from "node:fs/promises";
import path from "node:path";
import { getActor } from "@/lib/access/auth/guards";
import { route } from "@/lib/platform/api/respond";
import { UnauthorizedError } from "@/lib/platform/errors";

/**
 * The QR decoder's WebAssembly (ZXing-C++, the zxing-wasm package behind the barcode-detector
 * ponyfill) for browsers without a BarcodeDetector of their own, served from our origin rather than
 * the CDN the package would fetch it from: the check-in desk then needs no third party. The file is
 * the installed package's, so it always matches the decoder's JavaScript.
 */
const WASM = path.join(process.cwd(), "node_modules/zxing-wasm/dist/reader/zxing_reader.wasm");

export const GET = route(async (req) => {
  if (!(await getActor(req))) throw new UnauthorizedError();
  return new Response(new Uint8Array(await readFile(WASM)), {
    headers: { "content-type": "application/wasm", "cache-control": "private, max-age=86400" },
  });
});
