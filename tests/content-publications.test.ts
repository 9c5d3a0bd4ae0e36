import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { publications } from "@/lib/platform/db/schema";
import { GET as list } from "@/app/api/publications/route";
import { DELETE as remove, GET as one, PUT as update } from "@/app/api/publications/[id]/route";
import { POST as create } from "@/app/api/publications/create/route";
import { PUT as approve } from "@/app/api/publications/approve/[id]/route";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { auditFor, read, rowCount, storedUpload } from "./helpers/content";

let admin: string;
let staff: string;
const doc = storedUpload("/uploads/Publications/0123456789abcdef0123456789abcdef.pdf");

beforeAll(async () => {
  admin = (await makeUser("admin")).token;
  staff = (await makeUser("user")).token;
});

async function createPublication(title: string, category = "Advertisement") {
  const res = await read(await create(apiRequest("/api/publications/create", { body: { title, category, pubDocument: doc }, token: staff }), undefined));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string };
}

describe("POST /api/publications/create", () => {
  it("401 anonymous; staff creates an inactive publication, Advertisement stored as publication", async () => {
    const before = await rowCount(publications);
    expect(
      (await create(apiRequest("/api/publications/create", { body: { title: "x", category: "Press Release", pubDocument: doc } }), undefined)).status,
    ).toBe(401);
    expect(await rowCount(publications)).toBe(before);

    const res = await read(
      await create(
        apiRequest("/api/publications/create", { body: { title: "Green season offer", category: "Advertisement", pubDocument: doc }, token: staff }),
        undefined,
      ),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: "Publication created successfully.",
      data: { title: "Green season offer", category: "publication", pubDocument: `http://ikaze.test${doc}`, status: false },
    });
    expect((await auditFor(res.body.data.id))[0].action).toBe("publication.create");
  });

  it("400 with the spec's text and nothing written", async () => {
    const before = await rowCount(publications);
    const res = await read(await create(apiRequest("/api/publications/create", { body: { title: "x", category: "Gossip" }, token: staff }), undefined));
    expect(res.status).toBe(400);
    expect(res.body.Errors).toEqual(["Choose a category: Advertisement, Press Release or Covid-19.", "Please upload the publication document."]);
    expect(await rowCount(publications)).toBe(before);
  });
});

describe("GET /api/publications", () => {
  it("anonymous: active only with publicationsCount; staff: all; ?category narrows; inactive single is 404 to anonymous", async () => {
    const off = await createPublication("Inactive release", "Press Release");
    const on = await createPublication("Active release", "Press Release");
    await approve(apiRequest(`/api/publications/approve/${on.id}`, { method: "PUT", body: { status: "true" }, token: admin }), params({ id: on.id }));

    const anon = await read(await list(apiRequest("/api/publications"), undefined));
    const ids = anon.body.data.map((p: { id: string }) => p.id);
    expect(ids).toContain(on.id);
    expect(ids).not.toContain(off.id);
    expect(anon.body.publicationsCount).toBe(anon.body.data.length);
    const asStaff = await read(await list(apiRequest("/api/publications", { token: staff }), undefined));
    expect(asStaff.body.publicationsCount).toBe(await rowCount(publications));
    const releases = await read(await list(apiRequest("/api/publications?category=Press%20Release", { token: staff }), undefined));
    expect(releases.body.data.every((p: { category: string }) => p.category === "Press Release")).toBe(true);

    expect((await one(apiRequest(`/api/publications/${off.id}`), params({ id: off.id }))).status).toBe(404);
    expect((await one(apiRequest("/api/publications/not-a-uuid"), params({ id: "not-a-uuid" }))).status).toBe(404);
    expect((await read(await one(apiRequest(`/api/publications/${on.id}`), params({ id: on.id })))).body.data).toMatchObject({ id: on.id, status: true });
  });
});

describe("admin-only publication writes", () => {
  it("approve (status): 401, 403 errors.auth, 400, 200 admin, audited", async () => {
    const p = await createPublication("Toggle me");
    const url = `/api/publications/approve/${p.id}`;
    const ctx = params({ id: p.id });
    expect((await approve(apiRequest(url, { method: "PUT", body: { status: "true" } }), ctx)).status).toBe(401);
    const refused = await read(await approve(apiRequest(url, { method: "PUT", body: { status: "true" }, token: staff }), ctx));
    expect(refused.status).toBe(403);
    expect(refused.body.errors.auth).toBeTruthy();
    expect((await read(await approve(apiRequest(url, { method: "PUT", body: { status: 1 }, token: admin }), ctx))).body).toEqual({
      error: "status must be true or false.",
    });
    expect(await read(await approve(apiRequest(url, { method: "PUT", body: { status: "true" }, token: admin }), ctx))).toEqual({
      status: 200,
      body: { message: "Publication activated successfully." },
    });
    expect((await read(await approve(apiRequest(url, { method: "PUT", body: { status: "false" }, token: admin }), ctx))).body.message).toBe(
      "Publication deactivated successfully.",
    );
    expect((await auditFor(p.id)).map((a) => a.action)).toEqual(["publication.deactivate", "publication.activate", "publication.create"]);
  });

  it("update: 401, 403, 400 without change, 200 admin, audited", async () => {
    const p = await createPublication("Edit me");
    const url = `/api/publications/${p.id}`;
    const ctx = params({ id: p.id });
    const next = { title: "Edited", category: "Covid-19", pubDocument: "https://res.cloudinary.com/demo/image/upload/notice.pdf" };
    expect((await update(apiRequest(url, { method: "PUT", body: next }), ctx)).status).toBe(401);
    expect((await update(apiRequest(url, { method: "PUT", body: next, token: staff }), ctx)).status).toBe(403);
    expect(await read(await update(apiRequest(url, { method: "PUT", body: { ...next, pubDocument: "" }, token: admin }), ctx))).toEqual({
      status: 400,
      body: { error: "Please upload the publication document." },
    });
    const db = await getDb();
    expect((await db.select().from(publications).where(eq(publications.id, p.id)))[0].title).toBe("Edit me");
    expect(await read(await update(apiRequest(url, { method: "PUT", body: next, token: admin }), ctx))).toEqual({
      status: 200,
      body: { message: "Publication updated successfully." },
    });
    expect((await db.select().from(publications).where(eq(publications.id, p.id)))[0]).toMatchObject(next);
    expect((await auditFor(p.id))[0]).toMatchObject({ action: "publication.update", details: { changed: ["title", "category", "pubDocument"] } });
  });

  it("delete: 401, 403, 200 admin, gone, audited; 404 afterwards", async () => {
    const p = await createPublication("Remove me");
    const url = `/api/publications/${p.id}`;
    const ctx = params({ id: p.id });
    expect((await remove(apiRequest(url, { method: "DELETE" }), ctx)).status).toBe(401);
    expect((await remove(apiRequest(url, { method: "DELETE", token: staff }), ctx)).status).toBe(403);
    expect(await read(await remove(apiRequest(url, { method: "DELETE", token: admin }), ctx))).toEqual({
      status: 200,
      body: { message: "Publication deleted successfully." },
    });
    expect((await auditFor(p.id))[0].action).toBe("publication.delete");
    expect((await remove(apiRequest(url, { method: "DELETE", token: admin }), ctx)).status).toBe(404);
  });
});
