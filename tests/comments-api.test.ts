import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { POST as create } from "@/app/api/comments/create/route";
import { GET as newsComments } from "@/app/api/comments/[slug]/news/route";
import { GET as tourComments } from "@/app/api/comments/[slug]/tours/route";
import { PUT as change } from "@/app/api/comments/change/[id]/route";
import { DELETE as remove } from "@/app/api/comments/delete/[id]/route";
import { getDb } from "@/lib/platform/db/client";
import { comments, mailOutbox, news, tours } from "@/lib/platform/db/schema";
import { SPAM_MESSAGE, TOO_FAST_MESSAGE, TOO_MANY_MESSAGE } from "@/lib/platform/forms/public-form";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { auditFor, read, rowCount } from "./helpers/content";

let admin: { token: string; email: string };
let staff: string;
const post = { id: "", slug: "rain-season-notes" };
const tour = { id: "", slug: "volcano-hike" };
const draftTour = { id: "", slug: "draft-hike" };

let ipCounter = 0;
/** Each call from its own address unless told otherwise, so only the rate-limit test meets the limit. */
const freshIp = () => `203.0.113.${++ipCounter}`;

const comment = (extra: Record<string, unknown> = {}) => ({
  names: "Aline Uwase",
  email: "Aline.Uwase@Example.com",
  commentBody: "Lovely trip, the guides were great.",
  slug: tour.slug,
  ...extra,
});

const post201 = async (body: unknown, ip = freshIp()) =>
  read(await create(apiRequest("/api/comments/create", { body, headers: { "x-forwarded-for": ip } }), undefined));

const setStatus = (id: string, status: unknown, token?: string) =>
  change(apiRequest(`/api/comments/change/${id}`, { method: "PUT", body: { status }, token }), params({ id }));

const listTour = (slug: string, token?: string) => tourComments(apiRequest(`/api/comments/${slug}/tours`, { token }), params({ slug }));
const listNews = (slug: string, token?: string) => newsComments(apiRequest(`/api/comments/${slug}/news`, { token }), params({ slug }));

async function commentsOn(column: typeof comments.tourId | typeof comments.newsId, id: string) {
  const db = await getDb();
  return db.select().from(comments).where(eq(column, id)).orderBy(comments.createdAt);
}

beforeAll(async () => {
  const a = await makeUser("admin");
  admin = { token: a.token, email: a.user.email };
  staff = (await makeUser("user")).token;
  const db = await getDb();
  const [p] = await db.insert(news).values({ slug: post.slug, title: "Rain season notes", isPublished: true }).returning();
  post.id = p.id;
  const [t] = await db.insert(tours).values({ slug: tour.slug, title: "Volcano hike", isPublished: true }).returning();
  tour.id = t.id;
  const [d] = await db.insert(tours).values({ slug: draftTour.slug, title: "Draft hike", isPublished: false }).returning();
  draftTour.id = d.id;
});

describe("POST /api/comments/create (the old client's call)", () => {
  it("201 {message}: stored disabled on the tour, and every active admin gets an e-mail through the outbox", async () => {
    const res = await post201(comment({ kind: "tour" }));
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(["message"]);
    expect(res.body.message).toMatch(/awaiting moderation/);

    const [stored] = await commentsOn(comments.tourId, tour.id);
    expect(stored).toMatchObject({ names: "Aline Uwase", email: "aline.uwase@example.com", isActive: false, newsId: null });

    const db = await getDb();
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, admin.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('New comment on "Volcano hike" awaits moderation');
    expect(mails[0].text).toContain("Lovely trip, the guides were great.");
    expect(mails[0].text).toContain(`http://ikaze.test/account/tours/comment/${tour.slug}`);
  });

  it("finds the item without a kind (a post first, then a tour) and by id; itemType and type name the kind too", async () => {
    expect((await post201({ names: "N", email: "n@example.com", commentBody: "On the post", slug: post.slug })).status).toBe(201);
    expect((await post201({ names: "T", email: "t@example.com", commentBody: "On the tour", slug: tour.slug })).status).toBe(201);
    expect((await post201(comment({ slug: post.id, itemType: "news", commentBody: "By id" }))).status).toBe(201);
    expect((await post201(comment({ type: "tours", commentBody: "Type tours" }))).status).toBe(201);

    expect((await commentsOn(comments.newsId, post.id)).map((c) => c.commentBody)).toEqual(["On the post", "By id"]);
    expect((await commentsOn(comments.tourId, tour.id)).map((c) => c.commentBody)).toEqual(expect.arrayContaining(["On the tour", "Type tours"]));
  });

  it("400 {Errors} for bad input, 404 for unknown or unpublished items; nothing stored, no mail", async () => {
    const before = { comments: await rowCount(comments), mail: await rowCount(mailOutbox) };
    const bad: [unknown, string[]][] = [
      [{}, ["Names are required.", "Email is required.", "Comment is required.", "The item to comment on is missing."]],
      [comment({ names: "   " }), ["Names are required."]],
      [comment({ email: "not-an-email" }), ["Please enter a valid email address."]],
      [comment({ commentBody: "x".repeat(2001) }), ["The comment may be at most 2000 characters."]],
      [comment({ names: "A\u0000B" }), ["Names contains characters that are not allowed."]],
      [comment({ names: "a".repeat(101) }), ["Names may be at most 100 characters."]],
      [comment({ kind: "event" }), ["The item kind must be news or tour."]],
      [comment({ names: 42, commentBody: ["x"] }), ["Names are required.", "Comment is required."]],
      [[1, 2], []],
      ["{not json", ["The request body is not valid JSON."]],
    ];
    for (const [body, messages] of bad) {
      const res = await post201(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Array.isArray(res.body.Errors)).toBe(true);
      expect(res.body.Errors).toEqual(expect.arrayContaining(messages));
    }
    expect((await post201(comment({ slug: "no-such-item" }))).status).toBe(404);
    expect((await post201(comment({ slug: draftTour.slug, kind: "tour" }))).status).toBe(404);
    expect((await post201(comment({ slug: tour.slug, kind: "news" }))).status).toBe(404);
    expect(await rowCount(comments)).toBe(before.comments);
    expect(await rowCount(mailOutbox)).toBe(before.mail);
  });

  it("the honeypot is refused with 400 and nothing stored; a quick (autofilled) form goes through, a fourth quick one in 10 minutes is refused", async () => {
    const before = await rowCount(comments);
    const trapped = await post201(comment({ website: "http://spam.example" }));
    expect(trapped).toEqual({ status: 400, body: { Errors: [SPAM_MESSAGE] } });
    expect(await rowCount(comments)).toBe(before);
    // A person whose browser filled the form in a blink is not blamed: three quick sends pass.
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await post201(comment({ commentBody: `Quick ${i}`, startedAt: Date.now() - 300 }), ip)).status).toBe(201);
    expect(await rowCount(comments)).toBe(before + 3);
    const fourth = await post201(comment({ startedAt: Date.now() - 300 }), ip);
    expect(fourth).toEqual({ status: 429, body: { error: TOO_FAST_MESSAGE } });
    expect(await rowCount(comments)).toBe(before + 3);
    // A form filled at a human pace from the same address still goes through.
    expect((await post201(comment({ website: "", startedAt: Date.now() - 10_000 }), ip)).status).toBe(201);
  });

  it("429 with Retry-After after 10 comments from one address in 10 minutes; nothing more stored", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 10; i++) expect((await post201(comment({ commentBody: `Comment ${i}` }), ip)).status).toBe(201);
    const before = await rowCount(comments);
    const res = await create(apiRequest("/api/comments/create", { body: comment(), headers: { "x-forwarded-for": ip } }), undefined);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ error: TOO_MANY_MESSAGE });
    expect(await rowCount(comments)).toBe(before);
    // Another address is not affected.
    expect((await post201(comment())).status).toBe(201);
  });
});

describe("GET /api/comments/{slug or id}/news and /tours", () => {
  it("anonymous: enabled comments only, oldest first, without e-mails; staff: every comment with e-mail", async () => {
    const db = await getDb();
    const [hidden] = await commentsOn(comments.newsId, post.id);
    await db.update(comments).set({ isActive: true }).where(eq(comments.newsId, post.id));
    await db.update(comments).set({ isActive: false }).where(eq(comments.id, hidden.id));

    const anon = await read(await listNews(post.slug));
    expect(anon.status).toBe(200);
    expect(anon.body.comments.map((c: { commentBody: string }) => c.commentBody)).toEqual(["By id"]);
    expect(Object.keys(anon.body.comments[0]).sort()).toEqual(["commentBody", "createdAt", "id", "isActive", "names"]);

    const asStaff = await read(await listNews(post.id, staff));
    expect(asStaff.body.comments.map((c: { commentBody: string }) => c.commentBody)).toEqual(["On the post", "By id"]);
    expect(asStaff.body.comments[0]).toMatchObject({ email: "n@example.com", isActive: false });
    expect(asStaff.body.total).toBe(2);

    const tourList = await read(await listTour(tour.slug, staff));
    expect(tourList.body.comments.length).toBe((await commentsOn(comments.tourId, tour.id)).length);
    expect((await read(await listTour(tour.slug))).body.comments).toEqual([]);
  });

  it("a draft item is 404 to anonymous callers, listed for staff; unknown items are 404", async () => {
    expect((await listTour(draftTour.slug)).status).toBe(404);
    expect((await read(await listTour(draftTour.slug, staff))).body).toEqual({ comments: [], total: 0 });
    expect((await listTour("nothing-here", staff)).status).toBe(404);
    expect((await listNews(tour.slug, staff)).status).toBe(404);
  });

  it("HTML in a comment is kept as the text the visitor typed", async () => {
    const body = '<script>alert("x")</script><b>bold</b>';
    expect((await post201(comment({ commentBody: body }))).status).toBe(201);
    const stored = (await commentsOn(comments.tourId, tour.id)).find((c) => c.commentBody === body);
    expect(stored).toBeTruthy();
  });
});

describe("moderation: PUT /api/comments/change/{id}, DELETE /api/comments/delete/{id}", () => {
  async function newComment(commentBody: string) {
    expect((await post201(comment({ commentBody }))).status).toBe(201);
    return (await commentsOn(comments.tourId, tour.id)).find((c) => c.commentBody === commentBody)!;
  }

  it("enable and disable: 401 / 403 with errors.auth, 400 for a bad status, 200 for admins, audited, public at once", async () => {
    const c = await newComment("Please enable me");
    const anon = await read(await setStatus(c.id, "true"));
    expect(anon.status).toBe(401);
    expect(anon.body.errors.auth).toBeTruthy();
    const refused = await read(await setStatus(c.id, "true", staff));
    expect(refused.status).toBe(403);
    expect(refused.body.errors.auth).toBe("Only administrators may do this.");
    const bad = await read(await setStatus(c.id, "maybe", admin.token));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.auth).toBe("status must be true or false.");
    const empty = await read(await change(apiRequest(`/api/comments/change/${c.id}`, { method: "PUT", body: {}, token: admin.token }), params({ id: c.id })));
    expect(empty.status).toBe(400);
    expect((await commentsOn(comments.tourId, tour.id)).find((x) => x.id === c.id)?.isActive).toBe(false);

    expect(await read(await setStatus(c.id, "true", admin.token))).toEqual({ status: 200, body: { message: "Comment enabled successfully." } });
    expect((await read(await listTour(tour.slug))).body.comments.map((x: { id: string }) => x.id)).toContain(c.id);
    expect((await auditFor(c.id))[0]).toMatchObject({ action: "comment.enable", entityType: "comment", actorEmail: admin.email });

    expect((await read(await setStatus(c.id, false, admin.token))).body.message).toBe("Comment disabled successfully.");
    expect((await read(await listTour(tour.slug))).body.comments.map((x: { id: string }) => x.id)).not.toContain(c.id);
    expect((await auditFor(c.id))[0].action).toBe("comment.disable");
    // `isActive` is accepted as the field's other name.
    const byIsActive = await change(
      apiRequest(`/api/comments/change/${c.id}`, { method: "PUT", body: { isActive: true }, token: admin.token }),
      params({ id: c.id }),
    );
    expect(byIsActive.status).toBe(200);
  });

  it("delete: 401 / 403 / 404 in errors.auth, 200 for admins, the row gone and the deletion audited with what it said", async () => {
    const c = await newComment("Delete me");
    const url = `/api/comments/delete/${c.id}`;
    const anon = await read(await remove(apiRequest(url, { method: "DELETE" }), params({ id: c.id })));
    expect(anon.status).toBe(401);
    expect(anon.body.errors.auth).toBeTruthy();
    const refused = await read(await remove(apiRequest(url, { method: "DELETE", token: staff }), params({ id: c.id })));
    expect(refused.status).toBe(403);
    expect(refused.body.errors.auth).toBe("Only administrators may do this.");
    expect((await commentsOn(comments.tourId, tour.id)).some((x) => x.id === c.id)).toBe(true);

    const done = await read(await remove(apiRequest(url, { method: "DELETE", token: admin.token }), params({ id: c.id })));
    expect(done).toEqual({ status: 200, body: { message: "Comment deleted successfully." } });
    expect((await commentsOn(comments.tourId, tour.id)).some((x) => x.id === c.id)).toBe(false);
    const [entry] = await auditFor(c.id);
    expect(entry).toMatchObject({ action: "comment.delete", entityType: "comment" });
    expect(entry.details).toMatchObject({ item: { kind: "tour", slug: tour.slug }, commentBody: "Delete me" });

    for (const id of [c.id, "not-a-uuid"]) {
      const missing = await read(await remove(apiRequest(`/api/comments/delete/${id}`, { method: "DELETE", token: admin.token }), params({ id })));
      expect(missing.status).toBe(404);
      expect(missing.body.errors.auth).toBe("Comment not found.");
      expect((await setStatus(id, "true", admin.token)).status).toBe(404);
    }
  });
});
