import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { comments, news } from "@/lib/platform/db/schema";
import { GET as list } from "@/app/api/news/route";
import { GET as five } from "@/app/api/news/five/route";
import { GET as one } from "@/app/api/news/[slug]/route";
import { POST as create } from "@/app/api/news/create/route";
import { PUT as update } from "@/app/api/news/update/[slug]/route";
import { PUT as publish } from "@/app/api/news/publish/[slug]/route";
import { DELETE as remove } from "@/app/api/news/delete/[slug]/route";
import { apiRequest, makeUser, nextMillisecond, params } from "./helpers/factories";
import { auditFor, read, rowCount, storedUpload } from "./helpers/content";

let admin: string;
let staff: string;
const cover = storedUpload("/uploads/Blogs/0123456789abcdef0123456789abcdef.jpg");

beforeAll(async () => {
  admin = (await makeUser("admin")).token;
  staff = (await makeUser("user")).token;
});

async function createPost(title: string, token = staff, extra: Record<string, unknown> = {}) {
  const res = await read(await create(apiRequest("/api/news/create", { body: { title, newsBody: "<p>Hello</p>", image: cover, ...extra }, token }), undefined));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; slug: string };
}

describe("POST /api/news/create", () => {
  it("refuses anonymous callers with 401 and writes nothing", async () => {
    const before = await rowCount(news);
    const res = await read(await create(apiRequest("/api/news/create", { body: { title: "x", image: cover } }), undefined));
    expect(res.status).toBe(401);
    expect(res.body.errors.auth).toBeTruthy();
    expect(await rowCount(news)).toBe(before);
  });

  it("lets any staff member create an unpublished post with a unique slug, and audits it", async () => {
    const res = await read(
      await create(
        apiRequest("/api/news/create", {
          body: { title: "Rains return to Akagera", newsBody: "<p>Green again</p>", image: cover, authorId: "ignored" },
          token: staff,
        }),
        undefined,
      ),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Blog created successfully.");
    expect(res.body.data).toMatchObject({
      slug: "rains-return-to-akagera",
      title: "Rains return to Akagera",
      isPublished: false,
      image: `http://ikaze.test${cover}`,
      images: [`http://ikaze.test${cover}`],
      views: { numberOfReading: 0 },
      comments: [],
    });
    expect(res.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await createPost("Rains return to Akagera!");
    expect(again.slug).toBe("rains-return-to-akagera-2");
    expect((await auditFor(res.body.data.id)).map((a) => a.action)).toEqual(["news.create"]);
  });

  it("accepts images[0] for image", async () => {
    const res = await read(
      await create(
        apiRequest("/api/news/create", {
          body: { title: "Old client post", newsBody: "", images: ["https://res.cloudinary.com/demo/image/upload/a.jpg"] },
          token: staff,
        }),
        undefined,
      ),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.image).toBe("https://res.cloudinary.com/demo/image/upload/a.jpg");
  });

  it("answers 400 with the spec's Errors and writes nothing", async () => {
    const before = await rowCount(news);
    const res = await read(await create(apiRequest("/api/news/create", { body: { newsBody: "<p>x</p>" }, token: staff }), undefined));
    expect(res.status).toBe(400);
    expect(res.body.Errors).toEqual(expect.arrayContaining(["Title is required.", "Please upload the blog cover image."]));
    const bad = await read(await create(apiRequest("/api/news/create", { body: { title: "x", image: "javascript:alert(1)" }, token: staff }), undefined));
    expect(bad.status).toBe(400);
    expect(bad.body.Errors).toEqual(["The file must be uploaded here or be an https address."]);
    const notJson = await read(await create(apiRequest("/api/news/create", { body: "{oops", token: staff }), undefined));
    expect(notJson.status).toBe(400);
    expect(await rowCount(news)).toBe(before);
  });

  it("stores the body sanitized", async () => {
    const { id } = await createPost("Unsafe body", staff, {
      newsBody: `<p>Safe</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad link</a><p onclick="x()">Click</p>`,
    });
    const db = await getDb();
    const [row] = await db.select().from(news).where(eq(news.id, id));
    expect(row.newsBody).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(row.newsBody).toContain("<p>Safe</p>");
    expect(row.newsBody).toContain("bad link");
  });
});

describe("GET /api/news", () => {
  it("gives anonymous callers published posts only, and staff every post with its status", async () => {
    const draft = await createPost("A draft for staff");
    const live = await createPost("A published post");
    await publish(apiRequest(`/api/news/publish/${live.slug}`, { method: "PUT", body: { isPublished: "true" }, token: admin }), params({ slug: live.slug }));

    const anon = await read(await list(apiRequest("/api/news"), undefined));
    expect(anon.status).toBe(200);
    const anonSlugs = anon.body.news.map((n: { slug: string }) => n.slug);
    expect(anonSlugs).toContain(live.slug);
    expect(anonSlugs).not.toContain(draft.slug);
    expect(anon.body.news.every((n: { isPublished: boolean }) => n.isPublished === true)).toBe(true);

    const asStaff = await read(await list(apiRequest("/api/news", { token: staff }), undefined));
    const found = asStaff.body.news.find((n: { slug: string }) => n.slug === draft.slug);
    expect(found.isPublished).toBe(false);
    expect(asStaff.body.total).toBe(await rowCount(news));

    // Empty or "null" token headers are ignored on public routes.
    const nullToken = await read(await list(apiRequest("/api/news", { headers: { token: "null" } }), undefined));
    expect(nullToken.status).toBe(200);
  });

  it("pages with ?page&limit and searches with ?q", async () => {
    const all = await read(await list(apiRequest("/api/news", { token: staff }), undefined));
    const page = await read(await list(apiRequest("/api/news?page=2&limit=2", { token: staff }), undefined));
    expect(page.body.news).toHaveLength(2);
    expect(page.body.news[0].id).toBe(all.body.news[2].id);
    expect(page.body.total).toBe(all.body.news.length);
    const q = await read(await list(apiRequest("/api/news?q=akagera", { token: staff }), undefined));
    expect(q.body.news.length).toBeGreaterThanOrEqual(2);
    expect(q.body.news.every((n: { title: string }) => /akagera/i.test(n.title))).toBe(true);
  });

  it("GET /api/news/five gives at most five published posts, newest first", async () => {
    for (let i = 0; i < 6; i++) {
      const p = await createPost(`Five test ${i}`);
      await publish(apiRequest(`/api/news/publish/${p.slug}`, { method: "PUT", body: { isPublished: true }, token: admin }), params({ slug: p.slug }));
    }
    const res = await read(await five(apiRequest("/api/news/five"), undefined));
    expect(res.body.news).toHaveLength(5);
    expect(res.body.news.every((n: { isPublished: boolean }) => n.isPublished)).toBe(true);
    const dates = res.body.news.map((n: { createdAt: string }) => n.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe("GET /api/news/{slug}", () => {
  it("hides drafts from anonymous callers, shows them to staff, finds by id, lists active comments and counts reads", async () => {
    const post = await createPost("Single read");
    expect((await one(apiRequest(`/api/news/${post.slug}`), params({ slug: post.slug }))).status).toBe(404);
    const asStaff = await read(await one(apiRequest(`/api/news/${post.slug}`, { token: staff }), params({ slug: post.slug })));
    expect(asStaff.body.news.slug).toBe(post.slug);

    await publish(apiRequest(`/api/news/publish/${post.slug}`, { method: "PUT", body: { isPublished: "true" }, token: admin }), params({ slug: post.slug }));
    const db = await getDb();
    await db.insert(comments).values([
      { newsId: post.id, names: "Ann", email: "ann@example.com", commentBody: "Lovely", isActive: true },
      { newsId: post.id, names: "Spam", email: "s@example.com", commentBody: "buy now", isActive: false },
    ]);
    const byId = await read(await one(apiRequest(`/api/news/${post.id}`), params({ slug: post.id })));
    expect(byId.status).toBe(200);
    expect(byId.body.news.comments).toEqual([expect.objectContaining({ names: "Ann", commentBody: "Lovely", isActive: true })]);
    expect(byId.body.news.comments[0].email).toBeUndefined();
    const again = await read(await one(apiRequest(`/api/news/${post.slug}`), params({ slug: post.slug })));
    expect(again.body.news.views.numberOfReading).toBe(1);
    expect((await one(apiRequest("/api/news/no-such-post"), params({ slug: "no-such-post" }))).status).toBe(404);
  });
});

describe("admin-only news writes", () => {
  it("publish: 401 anonymous, 403 staff with errors.auth, 200 admin with an audit entry; 400 bad body; 404 unknown", async () => {
    const post = await createPost("Publish me");
    const url = `/api/news/publish/${post.slug}`;
    const ctx = params({ slug: post.slug });
    expect((await publish(apiRequest(url, { method: "PUT", body: { isPublished: "true" } }), ctx)).status).toBe(401);
    const refused = await read(await publish(apiRequest(url, { method: "PUT", body: { isPublished: "true" }, token: staff }), ctx));
    expect(refused.status).toBe(403);
    expect(refused.body.errors.auth).toBe("Only administrators may do this.");
    const bad = await read(await publish(apiRequest(url, { method: "PUT", body: { isPublished: "maybe" }, token: admin }), ctx));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("isPublished must be true or false.");

    const res = await read(await publish(apiRequest(url, { method: "PUT", body: { isPublished: "true" }, token: admin }), ctx));
    expect(res).toEqual({ status: 200, body: { message: "Blog published successfully." } });
    const off = await read(await publish(apiRequest(url, { method: "PUT", body: { isPublished: "false" }, token: admin }), ctx));
    expect(off.body.message).toBe("Blog unpublished successfully.");
    expect((await auditFor(post.id)).map((a) => a.action)).toEqual(["news.unpublish", "news.publish", "news.create"]);
    expect(
      (await publish(apiRequest("/api/news/publish/nope", { method: "PUT", body: { isPublished: "true" }, token: admin }), params({ slug: "nope" }))).status,
    ).toBe(404);
  });

  it("update: 401, 403, 400 without change, 200 with the slug kept and an audit entry", async () => {
    const post = await createPost("Update me");
    const url = `/api/news/update/${post.slug}`;
    const ctx = params({ slug: post.slug });
    const body = { title: "Updated title", newsBody: "<p>New <strong>body</strong></p><script>x</script>", image: cover };
    expect((await update(apiRequest(url, { method: "PUT", body }), ctx)).status).toBe(401);
    expect((await update(apiRequest(url, { method: "PUT", body, token: staff }), ctx)).status).toBe(403);
    const bad = await read(await update(apiRequest(url, { method: "PUT", body: { title: "" }, token: admin }), ctx));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain("Title is required.");

    const db = await getDb();
    expect((await db.select().from(news).where(eq(news.id, post.id)))[0].title).toBe("Update me");
    const res = await read(await update(apiRequest(url, { method: "PUT", body, token: admin }), ctx));
    expect(res).toEqual({ status: 200, body: { message: "Blog updated successfully." } });
    const [row] = await db.select().from(news).where(eq(news.id, post.id));
    expect(row).toMatchObject({ title: "Updated title", slug: post.slug, newsBody: "<p>New <strong>body</strong></p>" });
    const [entry] = await auditFor(post.id);
    expect(entry).toMatchObject({ action: "news.update", entityType: "news" });
    expect(entry.details).toMatchObject({ changed: ["title", "newsBody"] });
  });

  it("delete: 401, 403, 200 admin, the row and its comments gone, audited", async () => {
    const post = await createPost("Delete me");
    const db = await getDb();
    await db.insert(comments).values({ newsId: post.id, names: "A", email: "a@example.com", commentBody: "x" });
    const url = `/api/news/delete/${post.slug}`;
    const ctx = params({ slug: post.slug });
    expect((await remove(apiRequest(url, { method: "DELETE" }), ctx)).status).toBe(401);
    const refused = await read(await remove(apiRequest(url, { method: "DELETE", token: staff }), ctx));
    expect(refused.status).toBe(403);
    expect(refused.body.errors.auth).toBeTruthy();
    const res = await read(await remove(apiRequest(url, { method: "DELETE", token: admin }), ctx));
    expect(res).toEqual({ status: 200, body: { message: "Blog deleted successfully." } });
    expect(await db.select().from(news).where(eq(news.id, post.id))).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.newsId, post.id))).toEqual([]);
    expect((await auditFor(post.id))[0].action).toBe("news.delete");
    expect((await remove(apiRequest(url, { method: "DELETE", token: admin }), ctx)).status).toBe(404);
  });
});

describe("the featured flag (added to the contract)", () => {
  it("is false unless sent, kept by partial updates, and puts the post first on the home page and in the list", async () => {
    const { readLatestNews, readNewsPage } = await import("@/lib/content/news/public-queries");
    const star = await createPost("Star post", staff, { featured: true });
    expect(star).toMatchObject({ featured: true });
    await nextMillisecond();
    const newer = await createPost("Newer post");
    expect(newer).toMatchObject({ featured: false });
    for (const p of [star, newer]) {
      const res = await publish(
        apiRequest(`/api/news/publish/${p.slug}`, { method: "PUT", body: { isPublished: "true" }, token: admin }),
        params({ slug: p.slug }),
      );
      expect(res.status).toBe(200);
    }
    const ctx = params({ slug: star.slug });
    expect(
      (await update(apiRequest(`/api/news/update/${star.slug}`, { method: "PUT", body: { title: "Star post, renamed" }, token: admin }), ctx)).status,
    ).toBe(200);
    const stored = await read(await one(apiRequest(`/api/news/${star.slug}`, { token: staff }), ctx));
    expect(stored.body.news).toMatchObject({ title: "Star post, renamed", featured: true });
    expect((await readLatestNews(2)).map((p) => p.slug)).toEqual([star.slug, newer.slug]);
    expect((await readNewsPage(1, 2)).items.map((p) => p.slug)).toEqual([star.slug, newer.slug]);
  });
});
