import { rmSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { NextRequest } from "next/server";
import type { PgTable } from "drizzle-orm/pg-core";
import { events, news, publications, tours } from "@/lib/platform/db/schema";
import { POST as createNews } from "@/app/api/news/create/route";
import { PUT as updateNews } from "@/app/api/news/update/[slug]/route";
import { GET as oneNews } from "@/app/api/news/[slug]/route";
import { POST as createTour } from "@/app/api/tours/create/route";
import { PUT as updateTour } from "@/app/api/tours/update/[slug]/route";
import { GET as oneTour } from "@/app/api/tours/[slug]/route";
import { POST as createEvent } from "@/app/api/events/create/route";
import { GET as oneEvent, PUT as updateEvent } from "@/app/api/events/[slug]/route";
import { POST as createPublication } from "@/app/api/publications/create/route";
import { GET as onePublication, PUT as updatePublication } from "@/app/api/publications/[id]/route";
import { POST as upload } from "@/app/api/uploads/route";
import { uploadsRoot } from "@/lib/content/uploads/storage";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read, rowCount } from "./helpers/content";

const APP = "http://ikaze.test";
let staff: string;
let admin: string;
beforeAll(async () => {
  staff = (await makeUser("user")).token;
  admin = (await makeUser("admin")).token;
});

/** A real upload through POST /api/uploads: what the dashboard and any client do first. */
async function uploaded(folder: string, kind: "png" | "pdf" = "png"): Promise<string> {
  const bytes =
    kind === "png"
      ? Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"))
      : new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  const form = new FormData();
  form.set("file", new Blob([bytes], { type: kind === "png" ? "image/png" : "application/pdf" }), `file.${kind}`);
  form.set("folder", folder);
  const { NextRequest } = await import("next/server");
  const res = await read(await upload(new NextRequest(`${APP}/api/uploads`, { method: "POST", body: form, headers: { token: staff } }), undefined));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.secure_url as string;
}

type Kind = {
  name: string;
  table: PgTable;
  field: "image" | "pubDocument";
  folder: string;
  noun: "image" | "document";
  create: (req: NextRequest, ctx: undefined) => Promise<Response>;
  update: (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
  read: (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
  path: string;
  body: (title: string, media: string) => Record<string, unknown>;
  key: (data: { slug?: string; id: string }) => Record<string, string>;
  answer: (body: Record<string, unknown>) => Record<string, unknown>;
};

const kinds: Kind[] = [
  {
    name: "news",
    table: news,
    field: "image",
    folder: "Blogs",
    noun: "image",
    create: createNews as Kind["create"],
    update: updateNews as Kind["update"],
    read: oneNews as Kind["read"],
    path: "/api/news/update/",
    body: (title, image) => ({ title, newsBody: "<p>Body</p>", authorId: "x", image }),
    key: (d) => ({ slug: d.slug! }),
    answer: (b) => b.news as Record<string, unknown>,
  },
  {
    name: "tours",
    table: tours,
    field: "image",
    folder: "Tours",
    noun: "image",
    create: createTour as Kind["create"],
    update: updateTour as Kind["update"],
    read: oneTour as Kind["read"],
    path: "/api/tours/update/",
    body: (title, image) => ({ title, toursBody: "<p>Body</p>", image, location: "Musanze", price1: "100" }),
    key: (d) => ({ slug: d.slug! }),
    answer: (b) => b.tours as Record<string, unknown>,
  },
  {
    name: "events",
    table: events,
    field: "image",
    folder: "Events",
    noun: "image",
    create: createEvent as Kind["create"],
    update: updateEvent as Kind["update"],
    read: oneEvent as Kind["read"],
    path: "/api/events/",
    body: (title, image) => ({
      title,
      startDate: "2030-05-10T08:00:00.000Z",
      endDate: "2030-05-11T17:00:00.000Z",
      place: "Kigali",
      price: 0,
      description: "<p>Talks</p>",
      image,
    }),
    key: (d) => ({ slug: d.slug! }),
    answer: (b) => b.data as Record<string, unknown>,
  },
  {
    name: "publications",
    table: publications,
    field: "pubDocument",
    folder: "Publications",
    noun: "document",
    create: createPublication as Kind["create"],
    update: updatePublication as Kind["update"],
    read: onePublication as Kind["read"],
    path: "/api/publications/",
    body: (title, pubDocument) => ({ title, category: "Press Release", pubDocument }),
    key: (d) => ({ id: d.id }),
    answer: (b) => b.data as Record<string, unknown>,
  },
];

const missing = (folder: string, ext = "jpg") => `/uploads/${folder}/${"d".repeat(32)}.${ext}`;

describe.each(kinds)("$name never points at a missing upload", (k) => {
  const create = async (title: string, media: string) =>
    read(await k.create(apiRequest(`/api/${k.name}/create`, { body: k.body(title, media), token: staff }), undefined));
  const update = async (id: Record<string, string>, body: Record<string, unknown>) =>
    read(await k.update(apiRequest(`${k.path}${Object.values(id)[0]}`, { method: "PUT", body, token: admin }), params(id)));
  const stored = async (id: Record<string, string>) =>
    k.answer((await read(await k.read(apiRequest(`${k.path}${Object.values(id)[0]}`, { token: admin }), params(id)))).body)[k.field];

  it("create: a missing /uploads/… file is refused with 400 and a clear message, and nothing is written", async () => {
    const before = await rowCount(k.table);
    const gone = missing(k.folder, k.field === "pubDocument" ? "pdf" : "jpg");
    for (const media of [gone, `${APP}${gone}`, `/uploads/${k.folder}/not-our-name.jpg`, `/uploads/Elsewhere/${"e".repeat(32)}.png`]) {
      const res = await create(`Missing ${k.name}`, media);
      expect(res.status, media).toBe(400);
      expect(res.body.Errors, media).toEqual([`The ${k.noun} ${media.replace(APP, "")} is not among our uploads: please upload the file again.`]);
    }
    expect(await rowCount(k.table)).toBe(before);
  });

  it("create and update: a stored upload, an external https address, /demo/… and /site/… assets are accepted", async () => {
    const file = await uploaded(k.folder, k.field === "pubDocument" ? "pdf" : "png");
    const res = await create(`Kept ${k.name}`, file);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = k.key(res.body.data);
    for (const media of ["https://res.cloudinary.com/demo/image/upload/a.jpg", "/demo/news-wetlands.jpg", "/site/hero-hills.jpg", await uploaded(k.folder)]) {
      const answer = await update(id, { [k.field]: media });
      expect(answer.status, `${media}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(await stored(id)).toBe(media.startsWith("/") ? `${APP}${media}` : media);
    }
  });

  it("update: a missing file is refused with 400 and the item is unchanged; a file that went missing later does not block other fields", async () => {
    const file = await uploaded(k.folder);
    const res = await create(`Updated ${k.name}`, file);
    const id = k.key(res.body.data);
    const gone = missing(k.folder);
    expect(await update(id, { [k.field]: gone })).toEqual({
      status: 400,
      body: { error: `The ${k.noun} ${gone} is not among our uploads: please upload the file again.` },
    });
    expect(await stored(id)).toBe(`${APP}${file}`);

    // The stored file is lost (a restore without the uploads folder): a title change still saves.
    rmSync(path.join(uploadsRoot(), file.replace("/uploads/", "")));
    expect((await update(id, { title: `Updated ${k.name} again` })).status).toBe(200);
    expect((await update(id, { title: `Updated ${k.name} once more`, [k.field]: `${APP}${file}` })).status).toBe(200);
  });
});

describe("news images[]", () => {
  it("every image of the gallery is checked, not only the cover", async () => {
    const cover = await uploaded("Blogs");
    const gone = missing("Blogs", "png");
    const res = await read(
      await createNews(
        apiRequest("/api/news/create", {
          body: { title: "Gallery with a hole", newsBody: "", images: [cover, gone, "/demo/news-homestays.jpg"] },
          token: staff,
        }),
        undefined,
      ),
    );
    expect(res).toEqual({ status: 400, body: { Errors: [`The image ${gone} is not among our uploads: please upload the file again.`] } });
  });
});
