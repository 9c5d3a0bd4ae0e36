import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { POST as upload } from "@/app/api/uploads/route";
import { GET as serve } from "@/app/uploads/[...path]/route";
import { parseCloudinaryUrl, signCloudinaryParams, uploadToCloudinary, uploadsRoot } from "@/lib/content/uploads/storage";
import { sniffType } from "@/lib/content/uploads/sniff";
import { STORED_TYPES, uploadMessages } from "@/lib/content/uploads/rules";
import { UPLOAD_LIMIT, UPLOAD_TOO_MANY } from "@/lib/content/uploads/service";
import { hit } from "@/lib/platform/rate-limit";
import { makeUser } from "./helpers/factories";

let staff: string;
beforeAll(async () => {
  staff = (await makeUser("user")).token;
});

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p)] : p)));
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "rest of a png");
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], "jfif");
const GIF = bytes("GIF89a", [1, 0, 1, 0]);
const WEBP = bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 ");
const PDF = bytes("%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
const HTML = bytes("<!doctype html><html><body><script>alert(1)</script></body></html>");

function uploadRequest(
  file: Uint8Array | null,
  { name = "file.bin", type = "application/octet-stream", folder = "Tours", token = staff as string | null } = {},
) {
  const form = new FormData();
  if (file) form.set("file", new Blob([file as Uint8Array<ArrayBuffer>], { type }), name);
  if (folder) form.set("folder", folder);
  return new NextRequest("http://ikaze.test/api/uploads", { method: "POST", body: form, headers: token ? { token } : {} });
}

async function send(req: NextRequest) {
  const res = await upload(req, undefined);
  return { status: res.status, body: await res.json() };
}

describe("content sniffing", () => {
  it("recognises JPEG, PNG, WebP, GIF and PDF by their bytes and nothing else", () => {
    expect(sniffType(JPEG)).toBe(STORED_TYPES.jpg);
    expect(sniffType(PNG)).toBe(STORED_TYPES.png);
    expect(sniffType(WEBP)).toBe(STORED_TYPES.webp);
    expect(sniffType(GIF)).toBe(STORED_TYPES.gif);
    expect(sniffType(PDF)).toBe(STORED_TYPES.pdf);
    for (const other of [SVG, HTML, bytes("RIFF", [0, 0, 0, 0], "AVI "), bytes([0xff, 0xd8]), new Uint8Array()]) expect(sniffType(other)).toBeNull();
  });
});

describe("POST /api/uploads", () => {
  it("refuses anonymous callers with 401", async () => {
    const res = await send(uploadRequest(PNG, { token: null }));
    expect(res.status).toBe(401);
    expect(res.body.errors.auth).toBeTruthy();
  });

  it("stores each accepted type under DATA_DIR/uploads/<folder> and answers { secure_url }", async () => {
    for (const [file, ext, folder] of [
      [PNG, "png", "Tours"],
      [JPEG, "jpg", "Blogs"],
      [WEBP, "webp", "Events"],
      [GIF, "gif", "Events"],
      [PDF, "pdf", "Publications"],
    ] as const) {
      const res = await send(uploadRequest(file, { name: `x.${ext}`, folder }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.secure_url).toMatch(new RegExp(`^/uploads/${folder}/[a-f0-9]{32}\\.${ext}$`));
      const onDisk = readFileSync(path.join(uploadsRoot(), res.body.secure_url.replace("/uploads/", "")));
      expect(new Uint8Array(onDisk)).toEqual(file);
    }
  });

  it("names the stored file by its content, not by the name or the claimed type", async () => {
    const res = await send(uploadRequest(JPEG, { name: "photo.gif", type: "image/gif", folder: "blogs" }));
    expect(res.status).toBe(201);
    expect(res.body.secure_url).toMatch(/^\/uploads\/Blogs\/[a-f0-9]{32}\.jpg$/);
  });

  it("refuses an SVG, an HTML file renamed .png, and anything unknown, with a clear message", async () => {
    expect(await send(uploadRequest(SVG, { name: "logo.svg", type: "image/svg+xml" }))).toEqual({ status: 400, body: { error: uploadMessages.type } });
    expect(await send(uploadRequest(HTML, { name: "cat.png", type: "image/png" }))).toEqual({ status: 400, body: { error: uploadMessages.type } });
    expect((await send(uploadRequest(bytes("just text"), { name: "a.txt" }))).body.error).toBe(
      "Only JPEG, PNG, WebP, GIF images or PDF documents are accepted.",
    );
  });

  it("refuses images over 10 MB and PDFs over 20 MB", async () => {
    const bigImage = new Uint8Array(10 * 1024 * 1024 + 1);
    bigImage.set(PNG);
    expect(await send(uploadRequest(bigImage, { name: "big.png", type: "image/png" }))).toEqual({ status: 400, body: { error: uploadMessages.imageSize } });
    const tenMbImage = new Uint8Array(10 * 1024 * 1024);
    tenMbImage.set(PNG);
    expect((await send(uploadRequest(tenMbImage, { name: "ok.png" }))).status).toBe(201);
    const bigPdf = new Uint8Array(20 * 1024 * 1024 + 1);
    bigPdf.set(PDF);
    expect((await send(uploadRequest(bigPdf, { name: "big.pdf", folder: "Publications" }))).body.error).toBe(uploadMessages.requestSize);
  });

  it("refuses a declared body larger than any accepted file before reading it", async () => {
    const req = uploadRequest(PNG);
    req.headers.set("content-length", String(30 * 1024 * 1024));
    expect(await send(req)).toEqual({ status: 400, body: { error: uploadMessages.requestSize } });
  });

  it("asks for a file and a known folder", async () => {
    expect((await send(uploadRequest(null))).body.error).toBe(uploadMessages.empty);
    expect((await send(uploadRequest(new Uint8Array()))).body.error).toBe(uploadMessages.empty);
    expect((await send(uploadRequest(PNG, { folder: "../etc" }))).body.error).toBe(uploadMessages.folder);
    const noBody = new NextRequest("http://ikaze.test/api/uploads", {
      method: "POST",
      body: "not multipart",
      headers: { token: staff, "content-type": "text/plain" },
    });
    expect((await send(noBody)).status).toBe(400);
  });
});

describe("upload rate limit", () => {
  it(`refuses more than ${UPLOAD_LIMIT.limit} uploads per account in ${UPLOAD_LIMIT.windowSeconds / 60} minutes`, async () => {
    const { user, token } = await makeUser("user");
    for (let i = 0; i < UPLOAD_LIMIT.limit; i++) await hit(`uploads:${user.id}`, UPLOAD_LIMIT);
    const refused = await send(uploadRequest(PNG, { token }));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(UPLOAD_TOO_MANY);
    expect((await send(uploadRequest(PNG))).status).toBe(201);
  });
});

describe("GET /uploads/...", () => {
  it("serves a stored file with its sniffed type, nosniff, a safe disposition and a long cache", async () => {
    const { body } = await send(uploadRequest(PDF, { name: "report<script>.html", type: "text/html", folder: "Publications" }));
    const segments = body.secure_url.split("/").slice(2);
    const res = await serve(new Request(`http://ikaze.test${body.secure_url}`), { params: Promise.resolve({ path: segments }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // A PDF is a download, never a document opened in our origin.
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${segments[1]}"`);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
  });

  it("finds nothing outside our own names", async () => {
    for (const p of [
      ["..", "..", "etc", "passwd"],
      ["Tours", "..%2F..%2Fdb"],
      ["Tours", "x.svg"],
      ["Secret", "0123456789abcdef0123456789abcdef.png"],
      ["Tours", "0123456789abcdef0123456789abcdef.png"],
    ]) {
      const res = await serve(new Request("http://ikaze.test/uploads/x"), { params: Promise.resolve({ path: p }) });
      expect(res.status).toBe(404);
    }
  });
});

describe("Cloudinary storage", () => {
  it("signs as Cloudinary's documentation does (its published example; the SDK's api_sign_request gives the same)", () => {
    const params = { eager: "w_400,h_300,c_pad|w_260,h_200,c_crop", public_id: "sample_image", timestamp: "1315060510" };
    expect(signCloudinaryParams(params, "abcd")).toBe("bfd09f95f331f558cbd1320e67aa8d488770583e");
  });

  it("uploads signed from the server, never sending the secret, and returns the secure_url", async () => {
    let seen: { url: string; fields: Record<string, string>; file?: { type: string; size: number } } | undefined;
    const server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const form = await new Response(Buffer.concat(chunks), { headers: { "content-type": req.headers["content-type"]! } }).formData();
      const fields: Record<string, string> = {};
      let file;
      for (const [k, v] of form) {
        if (typeof v === "string") fields[k] = v;
        else file = { type: v.type, size: v.size };
      }
      seen = { url: req.url!, fields, file };
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ secure_url: "https://res.cloudinary.com/demo/image/upload/v1/Tours/abc.png" }));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const cfg = parseCloudinaryUrl("cloudinary://123456:s3cr3t@demo", base)!;
      const url = await uploadToCloudinary(cfg, PNG, STORED_TYPES.png, "Tours");
      expect(url).toBe("https://res.cloudinary.com/demo/image/upload/v1/Tours/abc.png");
      expect(seen!.url).toBe("/v1_1/demo/image/upload");
      const { api_key, folder, timestamp, signature } = seen!.fields;
      expect({ api_key, folder }).toEqual({ api_key: "123456", folder: "Tours" });
      expect(signature).toBe(createHash("sha1").update(`folder=Tours&timestamp=${timestamp}s3cr3t`).digest("hex"));
      expect(JSON.stringify(seen)).not.toContain("s3cr3t");
      expect(seen!.file).toEqual({ type: "image/png", size: PNG.length });
    } finally {
      server.close();
    }
  });

  it("reports a refused Cloudinary upload as an error", async () => {
    const server = createServer((_req, res) => {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: { message: "Invalid Signature" } }));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const cfg = parseCloudinaryUrl("cloudinary://k:s@demo", `http://127.0.0.1:${(server.address() as AddressInfo).port}`)!;
      await expect(uploadToCloudinary(cfg, PNG, STORED_TYPES.png, "Tours")).rejects.toThrow(/Invalid Signature/);
    } finally {
      server.close();
    }
  });
});
