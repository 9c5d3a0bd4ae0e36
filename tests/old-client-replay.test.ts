import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { format } from "date-fns";
import { tz } from "@date-fns/tz";
import { getDb } from "@/lib/platform/db/client";
import { events, mailOutbox, orderItems, orders, participants, subscribers, type FeeTable } from "@/lib/platform/db/schema";
import { getWorkQueue } from "@/lib/office/dashboard/queries";
import { confirmUnjoinedEventOrders } from "@/lib/booking/orders/event-orders";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as forgotPassword } from "@/app/api/auth/send-forgot-password/route";
import { GET as listNews } from "@/app/api/news/route";
import { GET as fiveNews } from "@/app/api/news/five/route";
import { GET as oneNews } from "@/app/api/news/[slug]/route";
import { POST as createNews } from "@/app/api/news/create/route";
import { PUT as updateNews } from "@/app/api/news/update/[slug]/route";
import { PUT as publishNews } from "@/app/api/news/publish/[slug]/route";
import { DELETE as deleteNews } from "@/app/api/news/delete/[slug]/route";
import { GET as listTours } from "@/app/api/tours/route";
import { GET as fiveTours } from "@/app/api/tours/five/route";
import { GET as oneTour } from "@/app/api/tours/[slug]/route";
import { POST as createTour } from "@/app/api/tours/create/route";
import { PUT as updateTour } from "@/app/api/tours/update/[slug]/route";
import { PUT as publishTour } from "@/app/api/tours/publish/[slug]/route";
import { DELETE as deleteTour } from "@/app/api/tours/delete/[slug]/route";
import { GET as listEvents } from "@/app/api/events/route";
import { DELETE as deleteEvent, GET as oneEvent, PUT as updateEvent } from "@/app/api/events/[slug]/route";
import { POST as createEvent } from "@/app/api/events/create/route";
import { PUT as approveEvent } from "@/app/api/events/approve/[slug]/route";
import { GET as listPublications } from "@/app/api/publications/route";
import { DELETE as deletePublication, GET as onePublication, PUT as updatePublication } from "@/app/api/publications/[id]/route";
import { POST as createPublication } from "@/app/api/publications/create/route";
import { PUT as approvePublication } from "@/app/api/publications/approve/[id]/route";
import { GET as listUsers } from "@/app/api/users/route";
import { POST as createUser } from "@/app/api/users/create/route";
import { PUT as approveUser } from "@/app/api/users/approve/[id]/route";
import { POST as createComment } from "@/app/api/comments/create/route";
import { GET as newsComments } from "@/app/api/comments/[slug]/news/route";
import { GET as tourComments } from "@/app/api/comments/[slug]/tours/route";
import { PUT as changeComment } from "@/app/api/comments/change/[id]/route";
import { DELETE as deleteComment } from "@/app/api/comments/delete/[id]/route";
import { GET as listOrders, POST as placeOrder } from "@/app/api/order/route";
import { GET as oneOrder } from "@/app/api/order/[id]/route";
import { POST as register } from "@/app/api/participant/create/route";
import { GET as allParticipants } from "@/app/api/participant/all/route";
import { POST as contact } from "@/app/api/contact/route";
import { POST as subscribe } from "@/app/api/maillist/subscribe/route";
import { GET as subscriberList } from "@/app/api/maillist/subcribers/route";
import { GET as unsubscribe } from "@/app/api/maillist/unsubcribe/[id]/route";
import { POST as sendHtml } from "@/app/api/maillist/sendhtml/route";
import { apiRequest, makeUser, params, TEST_PASSWORD } from "./helpers/factories";
import { read } from "./helpers/content";
import { makeTour } from "./helpers/orders";
import { makeDeparture } from "./helpers/departures";
import { payLinkOrderOf } from "./helpers/participants";

/**
 * The old site's own React client, replayed. Each call is sent with the exact body
 * its source sends (api-contract.md; the reads and updates known from tests/api-legacy-clients.test.ts
 * and e2e/api-legacy-clients.spec.ts), in the order a staff member and a visitor would make them,
 * against this file's fresh database; each answer is checked for its status and for the shape the
 * old client reads. A change that breaks the old client breaks this file.
 */

const APP = "http://ikaze.test";
/** Media URLs come back absolute: on APP_URL for our own files, other sites' as they were. */
const MEDIA = /^(http:\/\/ikaze\.test\/|https:\/\/)/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The old client's moment format, as its browser's wall clock shows it (London here: west of Kigali). */
const browserNow = () => format(new Date(), "yyyy-MM-dd HH:mm:ss", { in: tz("Europe/London") });

/** What the old client holds between calls, as it would in its Redux store. */
const state = {
  token: "",
  adminEmail: "",
  news: { id: "", slug: "" },
  tour: { id: "", slug: "" },
  event: { id: "", slug: "", title: "" },
  publication: { id: "" },
  user: { id: "" },
  comment: { id: "" },
  order: { id: "" },
  eventOrder: { id: "" },
};

let ip = 0;
/** Every visitor call from its own address: the per-address form limits are not what is replayed here. */
const visitor = () => ({ "x-forwarded-for": `10.22.${Math.floor(++ip / 250)}.${ip % 250}` });
/** The old client sends `token` on every call, and `application/json; charset=utf-8`. */
const call = (url: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {}) =>
  apiRequest(url, { ...init, headers: { "content-type": "application/json; charset=utf-8", ...init.headers } });
const asStaff = (url: string, init: { method?: string; body?: unknown } = {}) => call(url, { ...init, token: state.token });

const message = { message: expect.any(String) };

describe("the old client, replayed call by call", () => {
  it("login: 200 { token, message }; the token's claims the client decodes are exp (seconds) and role", async () => {
    const { user } = await makeUser("admin", { email: "old.client.admin@ikaze.test" });
    state.adminEmail = user.email;
    const res = await read(await login(call("/api/auth/login", { body: { email: user.email, password: TEST_PASSWORD } }), undefined));
    expect(res).toEqual({ status: 200, body: { token: expect.any(String), message: expect.any(String) } });
    state.token = res.body.token;
    const claims = JSON.parse(Buffer.from(state.token.split(".")[1], "base64url").toString());
    expect(claims).toMatchObject({ exp: expect.any(Number), role: "admin" });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    const wrong = await read(await login(call("/api/auth/login", { body: { email: user.email, password: "not it" } }), undefined));
    expect(wrong).toMatchObject({ status: 401, body: { error: "Invalid email or password." } });
    // Three password hashes: slow on a busy machine.
  }, 120_000);

  it("news: create, update, publish (201 { message, data }, { message } twice)", async () => {
    const created = await read(
      await createNews(
        asStaff("/api/news/create", {
          body: {
            title: "Gorilla season opens",
            newsBody: "<p>Permits are on sale.</p>",
            authorId: "5f1e0c",
            image: "https://res.cloudinary.com/ikaze/image/upload/v1/Blogs/gorilla.jpg",
          },
        }),
        undefined,
      ),
    );
    expect(created).toEqual({
      status: 201,
      body: {
        message: "Blog created successfully.",
        data: expect.objectContaining({ id: expect.stringMatching(UUID), slug: "gorilla-season-opens", isPublished: false }),
      },
    });
    state.news = { id: created.body.data.id, slug: created.body.data.slug };
    const slug = state.news.slug;
    expect(
      await read(
        await updateNews(
          asStaff(`/api/news/update/${slug}`, {
            method: "PUT",
            body: {
              title: "Gorilla season opens",
              newsBody: "<p>Permits are on sale now.</p>",
              authorId: "5f1e0c",
              image: "https://res.cloudinary.com/ikaze/image/upload/v1/Blogs/gorilla.jpg",
            },
          }),
          params({ slug }),
        ),
      ),
    ).toEqual({
      status: 200,
      body: { message: "Blog updated successfully." },
    });
    expect(await read(await publishNews(asStaff(`/api/news/publish/${slug}`, { method: "PUT", body: { isPublished: "true" } }), params({ slug })))).toEqual({
      status: 200,
      body: { message: "Blog published successfully." },
    });
  });

  it("tours: create with the old form's lists and itinerary, its edit form's partial update, publish", async () => {
    const created = await read(
      await createTour(
        asStaff("/api/tours/create", {
          body: {
            title: "Volcanoes gorilla trek",
            toursBody: "<p>A day with the mountain gorillas.</p>",
            authorId: "5f1e0c",
            image: "/demo/tour-gorilla-trekking.jpg",
            location: "Musanze",
            price1: "1500",
            price2: "2900",
            price3: "",
            price4: "",
            price5: "",
            departureTime: "05:30",
            tips: ["Boots", "Rain jacket"],
            includes: ["Permit", "Guide"],
            excludes: ["Flights"],
            itenerary: [{ day: "Day 1", title: "Trek", body: "Briefing at Kinigi, then the trek." }],
          },
        }),
        undefined,
      ),
    );
    expect(created).toEqual({
      status: 201,
      body: {
        message: "Tour created successfully.",
        data: expect.objectContaining({ id: expect.stringMatching(UUID), slug: "volcanoes-gorilla-trek", price1: 1500, price3: 0 }),
      },
    });
    state.tour = { id: created.body.data.id, slug: created.body.data.slug };
    const slug = state.tour.slug;
    const edit = {
      title: "Volcanoes gorilla trek",
      toursBody: "<p>A day with the mountain gorillas.</p>",
      authorId: "5f1e0c",
      price1: "1500",
      price2: 2900,
      price3: "",
      price4: 0,
      price5: 0,
      image: `${APP}/demo/tour-gorilla-trekking.jpg`,
    };
    expect(await read(await updateTour(asStaff(`/api/tours/update/${slug}`, { method: "PUT", body: edit }), params({ slug })))).toEqual({
      status: 200,
      body: { message: "Tour updated successfully." },
    });
    expect(await read(await publishTour(asStaff(`/api/tours/publish/${slug}`, { method: "PUT", body: { isPublished: "true" } }), params({ slug })))).toEqual({
      status: 200,
      body: { message: "Tour published successfully." },
    });
  });

  it("events: create with ISO dates, update, approve", async () => {
    const start = new Date(Date.now() + 40 * 86_400_000);
    start.setUTCHours(7, 0, 0, 0);
    const end = new Date(start.getTime() + 9 * 3_600_000);
    const created = await read(
      await createEvent(
        asStaff("/api/events/create", {
          body: {
            title: "Climate finance dialogue",
            startDate: start.toISOString(),
            endDate: end.toISOString(),
            place: "Kigali Convention Centre",
            price: "40",
            description: "<p>Panels and workshops.</p>",
            image: "/demo/event-climate-finance-dialogue.jpg",
          },
        }),
        undefined,
      ),
    );
    expect(created).toEqual({
      status: 201,
      body: {
        message: "Event created successfully.",
        data: expect.objectContaining({ id: expect.stringMatching(UUID), slug: "climate-finance-dialogue", price: 40, isApproved: false }),
      },
    });
    state.event = { id: created.body.data.id, slug: created.body.data.slug, title: created.body.data.title };
    const slug = state.event.slug;
    expect(
      await read(
        await updateEvent(
          asStaff(`/api/events/${slug}`, { method: "PUT", body: { place: "Kigali Convention Centre, Auditorium", price: 40 } }),
          params({ slug }),
        ),
      ),
    ).toEqual({ status: 200, body: { message: "Event updated successfully." } });
    expect(await read(await approveEvent(asStaff(`/api/events/approve/${slug}`, { method: "PUT", body: { isApproved: "true" } }), params({ slug })))).toEqual({
      status: 200,
      body: message,
    });
  });

  it("publications: create (the create form's Advertisement is stored as publication), update, activate", async () => {
    const created = await read(
      await createPublication(
        asStaff("/api/publications/create", { body: { title: "Lake Kivu weekend", category: "publication", pubDocument: "/demo/ad-lake-kivu-weekend.jpg" } }),
        undefined,
      ),
    );
    expect(created).toEqual({
      status: 201,
      body: {
        message: "Publication created successfully.",
        data: expect.objectContaining({ id: expect.stringMatching(UUID), category: "publication", status: false }),
      },
    });
    state.publication = { id: created.body.data.id };
    const id = state.publication.id;
    expect(
      await read(
        await updatePublication(
          asStaff(`/api/publications/${id}`, {
            method: "PUT",
            body: { title: "Lake Kivu weekend offer", category: "publication", pubDocument: `${APP}/demo/ad-lake-kivu-weekend.jpg` },
          }),
          params({ id }),
        ),
      ),
    ).toEqual({
      status: 200,
      body: { message: "Publication updated successfully." },
    });
    expect(
      await read(await approvePublication(asStaff(`/api/publications/approve/${id}`, { method: "PUT", body: { status: "true" } }), params({ id }))),
    ).toEqual({ status: 200, body: { message: "Publication activated successfully." } });
  });

  it("users: create (201 { message, data } without a password hash) and block", async () => {
    const created = await read(
      await createUser(
        asStaff("/api/users/create", {
          body: {
            firstName: "Diane",
            lastName: "Ingabire",
            email: "diane.ingabire@ikaze.test",
            role: "user",
            phoneNumber: "+250788000333",
            organization: "Ikaze",
          },
        }),
        undefined,
      ),
    );
    expect(created).toEqual({
      status: 201,
      body: {
        message: expect.any(String),
        data: expect.objectContaining({
          id: expect.stringMatching(UUID),
          firstName: "Diane",
          lastName: "Ingabire",
          email: "diane.ingabire@ikaze.test",
          role: "user",
          isActive: true,
        }),
      },
    });
    expect(JSON.stringify(created.body)).not.toMatch(/password/i);
    state.user = { id: created.body.data.id };
    const id = state.user.id;
    expect(await read(await approveUser(asStaff(`/api/users/approve/${id}`, { method: "PUT", body: { isActive: false } }), params({ id })))).toEqual({
      status: 200,
      body: message,
    });
  });

  it("comments: a visitor comments on the post (201, stored inactive), an admin enables it", async () => {
    const created = await read(
      await createComment(
        call("/api/comments/create", {
          body: { names: "Jean Bosco", email: "jean.bosco@example.rw", commentBody: "When do permits sell out?", slug: state.news.slug, itemType: "news" },
          headers: visitor(),
        }),
        undefined,
      ),
    );
    expect(created).toEqual({ status: 201, body: message });
    const staffView = await read(await newsComments(asStaff(`/api/comments/${state.news.slug}/news`), params({ slug: state.news.slug })));
    const comment = staffView.body.comments.find((c: { names: string }) => c.names === "Jean Bosco");
    expect(comment).toMatchObject({
      id: expect.stringMatching(UUID),
      names: "Jean Bosco",
      email: "jean.bosco@example.rw",
      commentBody: "When do permits sell out?",
      isActive: false,
      createdAt: expect.stringMatching(ISO),
    });
    state.comment = { id: comment.id };
    const id = state.comment.id;
    expect(await read(await changeComment(asStaff(`/api/comments/change/${id}`, { method: "PUT", body: { status: "true" } }), params({ id })))).toEqual({
      status: 200,
      body: message,
    });
  });

  it("the reads, as a visitor: news, five news, one post, tours, five tours, one tour, events, one event, publications, one publication, comments of a post and of a tour", async () => {
    const anon = (url: string) => call(url, { headers: { token: "null" } });
    const news = await read(await listNews(anon("/api/news"), undefined));
    expect(news.status).toBe(200);
    expect(news.body.news).toEqual([
      expect.objectContaining({
        id: state.news.id,
        slug: state.news.slug,
        title: "Gorilla season opens",
        isPublished: true,
        views: { numberOfReading: expect.any(Number) },
      }),
    ]);
    for (const item of news.body.news) expect(item.image).toMatch(MEDIA);

    expect((await read(await fiveNews(anon("/api/news/five"), undefined))).body.news.map((n: { slug: string }) => n.slug)).toEqual([state.news.slug]);
    const post = await read(await oneNews(anon(`/api/news/${state.news.slug}`), params({ slug: state.news.slug })));
    expect(post).toEqual({
      status: 200,
      body: {
        news: expect.objectContaining({
          newsBody: "<p>Permits are on sale now.</p>",
          images: [expect.stringMatching(MEDIA)],
          createdAt: expect.stringMatching(ISO),
        }),
      },
    });

    const tours = await read(await listTours(anon("/api/tours"), undefined));
    expect(tours.body.tours).toEqual([
      expect.objectContaining({
        slug: state.tour.slug,
        price1: 1500,
        price2: 2900,
        location: "Musanze",
        departureTime: "05:30",
        isPublished: true,
        image: `${APP}/demo/tour-gorilla-trekking.jpg`,
      }),
    ]);
    expect((await read(await fiveTours(anon("/api/tours/five"), undefined))).body.tours).toHaveLength(1);
    const tour = await read(await oneTour(anon(`/api/tours/${state.tour.slug}`), params({ slug: state.tour.slug })));
    expect(tour.body.tours).toMatchObject({
      tips: ["Boots", "Rain jacket"],
      includes: ["Permit", "Guide"],
      excludes: ["Flights"],
      itenerary: [{ day: "Day 1", title: "Trek", body: "Briefing at Kinigi, then the trek." }],
    });

    const events = await read(await listEvents(anon("/api/events"), undefined));
    expect(events.body).toMatchObject({
      data: [expect.objectContaining({ slug: state.event.slug, isApproved: true, price: 40, place: "Kigali Convention Centre, Auditorium" })],
      eventsCount: 1,
    });
    const event = await read(await oneEvent(anon(`/api/events/${state.event.slug}`), params({ slug: state.event.slug })));
    expect(event.body.data).toMatchObject({
      startDate: expect.stringMatching(ISO),
      endDate: expect.stringMatching(ISO),
      image: `${APP}/demo/event-climate-finance-dialogue.jpg`,
      description: "<p>Panels and workshops.</p>",
    });

    const publications = await read(await listPublications(anon("/api/publications"), undefined));
    expect(publications.body).toMatchObject({
      data: [expect.objectContaining({ id: state.publication.id, title: "Lake Kivu weekend offer", status: true })],
      publicationsCount: 1,
    });
    const publication = await read(await onePublication(anon(`/api/publications/${state.publication.id}`), params({ id: state.publication.id })));
    expect(publication.body.data).toMatchObject({
      category: "publication",
      pubDocument: `${APP}/demo/ad-lake-kivu-weekend.jpg`,
      createdAt: expect.stringMatching(ISO),
    });

    const onPost = await read(await newsComments(anon(`/api/comments/${state.news.slug}/news`), params({ slug: state.news.slug })));
    expect(onPost.body.comments).toEqual([expect.objectContaining({ id: state.comment.id, names: "Jean Bosco", isActive: true })]);
    // By id as well as by slug; a tour without comments gives an empty list.
    expect((await read(await newsComments(anon(`/api/comments/${state.news.id}/news`), params({ slug: state.news.id })))).body.comments).toHaveLength(1);
    expect(await read(await tourComments(anon(`/api/comments/${state.tour.slug}/tours`), params({ slug: state.tour.slug })))).toEqual({
      status: 200,
      body: expect.objectContaining({ comments: [] }),
    });
  });

  it("a booking: POST /api/order with the browser's zone-less wall clock, then the order page's read", async () => {
    const now = browserNow();
    const placed = await read(
      await placeOrder(
        call("/api/order", {
          body: {
            needDate: now,
            deadline: now,
            names: "Emma Clarke",
            email: "emma.clarke@example.co.uk",
            phoneNumber: "+250788123456",
            address: "12 Baker Street",
            location: "Kigali Serena Hotel",
            appUrl: "http://old.client",
            itemType: "tour",
            itemsArray: [{ id: state.tour.id, itemNumber: 2 }],
            amount: 1,
          },
          headers: visitor(),
        }),
        undefined,
      ),
    );
    expect(placed).toEqual({ status: 200, body: { message: expect.any(String), order: { id: expect.stringMatching(UUID) } } });
    state.order = placed.body.order;
    const id = state.order.id;
    const order = await read(await oneOrder(call(`/api/order/${id}`), params({ id })));
    expect(order.status).toBe(200);
    expect(order.body).toEqual({ message: expect.any(String), data: order.body.oneorder, oneorder: expect.any(Object) });
    expect(order.body.oneorder).toMatchObject({
      id,
      amount: 2900,
      status: "PENDING",
      isPaid: false,
      itemType: "tour",
      itemsArray: [{ id: state.tour.id, itemNumber: 2 }],
      client: { names: "Emma Clarke", phoneNumber: expect.any(String), email: "emma.clarke@example.co.uk", address: "12 Baker Street" },
      clientEmail: "emma.clarke@example.co.uk",
      // What the browser sent, kept as sent (zone-less: the traveller's local time).
      needDate: now.replace(" ", "T"),
      deadline: now.replace(" ", "T"),
      createdAt: expect.stringMatching(ISO),
    });
  });

  it("a registration: an event order, then POST /api/participant/create with the old client's values; listed once", async () => {
    const now = browserNow();
    const email = "eric.mugisha@example.rw";
    const ordered = await read(
      await placeOrder(
        call("/api/order", {
          body: {
            needDate: now,
            deadline: now,
            names: "Eric Mugisha",
            email,
            phoneNumber: "+250788654321",
            address: "KG 5 Ave",
            location: "Kigali",
            appUrl: "http://old.client",
            itemType: "event",
            itemsArray: [{ id: state.event.id, itemNumber: 1 }],
            amount: 40,
          },
          headers: visitor(),
        }),
        undefined,
      ),
    );
    expect(ordered).toEqual({ status: 200, body: { message: expect.any(String), order: { id: expect.stringMatching(UUID) } } });
    state.eventOrder = ordered.body.order;

    const registered = await read(
      await register(
        call("/api/participant/create", {
          body: {
            eventName: state.event.title,
            title: "Mr.",
            familyName: "Mugisha",
            firstName: "Eric",
            position: "Analyst",
            department: "Policy",
            organization: "REMA",
            address: "KG 5 Ave",
            country: "Rwanda",
            town: "Kigali",
            phone: "0788 654 321",
            email,
            dietRequirements: "",
            amount: 40,
            dataProtection: false,
          },
          headers: visitor(),
        }),
        undefined,
      ),
    );
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(registered.body).toMatchObject(message);

    const list = await read(await allParticipants(asStaff("/api/participant/all"), undefined));
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    const mine = list.body.filter((p: { email: string }) => p.email === email);
    expect(mine).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(UUID),
        eventName: state.event.title,
        title: "Mr",
        familyName: "Mugisha",
        firstName: "Eric",
        country: "Rwanda",
        amount: 40,
        dataProtection: false,
        orderId: state.eventOrder.id,
        createdAt: expect.stringMatching(ISO),
      }),
    ]);
  });

  it("visitor forms: contact, air ticket (the old sendhtml path), subscribe, forgot password: { message }", async () => {
    expect(
      await read(
        await contact(
          call("/api/contact", {
            body: { names: "Grace Uwase", email: "grace@example.rw", subject: "Group trek", phone: "+250788111222", message: "Twelve people in July." },
            headers: visitor(),
          }),
          undefined,
        ),
      ),
    ).toEqual({ status: 200, body: message });
    expect(
      await read(
        await sendHtml(
          call("/api/maillist/sendhtml", {
            body: { sendTo: "grace@example.rw", subject: "Air Ticket Inquiry", html: "<p>Kigali to Nairobi, 2 passengers</p>" },
            headers: visitor(),
          }),
          undefined,
        ),
      ),
    ).toEqual({ status: 200, body: message });
    expect(await read(await subscribe(call("/api/maillist/subscribe", { body: { email: "reader@example.rw" }, headers: visitor() }), undefined))).toEqual({
      status: 200,
      body: message,
    });
    expect(
      await read(await forgotPassword(call("/api/auth/send-forgot-password", { body: { email: state.adminEmail }, headers: visitor() }), undefined)),
    ).toEqual({ status: 200, body: message });
  });

  it("the reads, as staff: users, subscribers, orders, participants", async () => {
    const users = await read(await listUsers(asStaff("/api/users"), undefined));
    expect(users.body).toMatchObject({
      usersCount: expect.any(Number),
      data: expect.arrayContaining([
        expect.objectContaining({
          id: state.user.id,
          isActive: false,
          phoneNumber: "+250788000333",
          organization: "Ikaze",
          createdAt: expect.stringMatching(ISO),
        }),
      ]),
    });
    expect(JSON.stringify(users.body)).not.toMatch(/password/i);

    const subs = await read(await subscriberList(asStaff("/api/maillist/subcribers"), undefined));
    expect(subs.body.subscribers).toEqual([expect.objectContaining({ email: "reader@example.rw", createdAt: expect.stringMatching(ISO) })]);

    const orders = await read(await listOrders(asStaff("/api/order"), undefined));
    expect(orders.status).toBe(200);
    expect(orders.body.allorders.map((o: { id: string }) => o.id).sort()).toEqual([state.order.id, state.eventOrder.id].sort());
    for (const o of orders.body.allorders)
      expect(o).toMatchObject({
        amount: expect.any(Number),
        isPaid: false,
        itemsArray: [expect.objectContaining({ id: expect.stringMatching(UUID), itemNumber: expect.any(Number) })],
      });

    // Without the token, staff reads are refused with the contract's { error }.
    expect(await read(await listUsers(call("/api/users"), undefined))).toMatchObject({ status: 401, body: { error: expect.any(String) } });
    expect((await read(await allParticipants(call("/api/participant/all"), undefined))).status).toBe(401);
  });

  it("unsubscribe: the old GET path with the subscriber's id", async () => {
    const [row] = await (await getDb()).select().from(subscribers).where(eq(subscribers.email, "reader@example.rw"));
    expect(await read(await unsubscribe(call(`/api/maillist/unsubcribe/${row.id}`), params({ id: row.id })))).toEqual({ status: 200, body: message });
  });

  it("deletes: comment, post, tour, event, publication ({ message }), then the item is 404 with { error }", async () => {
    const { comment, news, tour, event, publication } = state;
    const del = (url: string) => asStaff(url, { method: "DELETE" });
    expect(await read(await deleteComment(del(`/api/comments/delete/${comment.id}`), params({ id: comment.id })))).toEqual({ status: 200, body: message });
    expect(await read(await deleteNews(del(`/api/news/delete/${news.slug}`), params({ slug: news.slug })))).toEqual({
      status: 200,
      body: { message: "Blog deleted successfully." },
    });
    expect(await read(await deleteTour(del(`/api/tours/delete/${tour.slug}`), params({ slug: tour.slug })))).toEqual({
      status: 200,
      body: { message: "Tour deleted successfully." },
    });
    expect(await read(await deleteEvent(del(`/api/events/${event.slug}`), params({ slug: event.slug })))).toEqual({
      status: 200,
      body: { message: "Event deleted successfully." },
    });
    expect(await read(await deletePublication(del(`/api/publications/${publication.id}`), params({ id: publication.id })))).toEqual({
      status: 200,
      body: { message: "Publication deleted successfully." },
    });
    expect(await read(await oneNews(call(`/api/news/${news.slug}`), params({ slug: news.slug })))).toEqual({
      status: 404,
      body: { error: expect.any(String) },
    });
    expect(await read(await oneTour(call(`/api/tours/${tour.slug}`), params({ slug: tour.slug })))).toEqual({
      status: 404,
      body: { error: expect.any(String) },
    });
  });
});

/** The stored order of an id: its row, its one line, and the mails its traveller got. */
async function stored(id: string) {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  const lines = await db.select({ itemNumber: orderItems.itemNumber, unitAmount: orderItems.unitAmount }).from(orderItems).where(eq(orderItems.orderId, id));
  const mails = await db.select({ subject: mailOutbox.subject, text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, order.clientEmail));
  return { order, lines, mails };
}

const reference = (id: string) => `IKZ-${id.slice(0, 8).toUpperCase()}`;
/** A tour priced as the old site's were: the whole party's price by its size. */
const PRICES: [number, number, number, number, number] = [1380, 2290, 3100, 3800, 4500];
/** The old booking box: no party size and no departure, the party's price as the amount. */
const oldBooking = (tourId: string, names: string, email: string, amount: number) => {
  const now = browserNow();
  return {
    needDate: now,
    deadline: now,
    names,
    email,
    phoneNumber: "+33612345678",
    address: "8 rue de Rivoli, Paris",
    location: "Kigali Marriott Hotel",
    appUrl: "http://old.client",
    itemType: "tour",
    itemsArray: [{ id: tourId, itemNumber: 1 }],
    amount,
  };
};

describe("the old client's money: party size, departures, one price per registration", () => {
  it("a party of two sent only through the amount (itemNumber 1, amount 2290) is stored, read and mailed as 2 people at $2,290", async () => {
    const tour = await makeTour(PRICES);
    const placed = await read(
      await placeOrder(call("/api/order", { body: oldBooking(tour.id, "Sophie Martin", "sophie.martin@example.fr", 2290), headers: visitor() }), undefined),
    );
    expect(placed).toEqual({ status: 200, body: { message: expect.any(String), order: { id: expect.stringMatching(UUID) } } });
    const id = placed.body.order.id;
    const { order, lines, mails } = await stored(id);
    expect(order).toMatchObject({ amount: 2290, departureId: null, awaitingDeparture: false, status: "PENDING" });
    expect(lines).toEqual([{ itemNumber: 2, unitAmount: 2290 }]);
    expect((await read(await oneOrder(call(`/api/order/${id}`), params({ id })))).body.oneorder).toMatchObject({
      amount: 2290,
      itemsArray: [{ id: tour.id, itemNumber: 2 }],
    });
    expect(mails).toEqual([{ subject: `Your Ikaze booking ${reference(id)}`, text: expect.stringContaining(`${tour.title} for 2 people on `) }]);
    expect(mails[0].text).toContain(`: $2,290 (reference ${reference(id)}).`);
  });

  it("an amount that is no price of the tour (amount 7) is a 400 whose error names the valid amounts; nothing is stored", async () => {
    const tour = await makeTour(PRICES);
    const refused = await read(
      await placeOrder(call("/api/order", { body: oldBooking(tour.id, "Tom Price", "tom.price@example.com", 7), headers: visitor() }), undefined),
    );
    const sentence =
      "The amount 7 is not a price of this tour: send $1,380 for 1 person, $2,290 for 2 people, $3,100 for 3 people, $3,800 for 4 people, $4,500 for 5 people.";
    // `error` for the old client's toast, `Errors` for every other client.
    expect(refused).toEqual({ status: 400, body: { error: sentence, Errors: [sentence] } });
    expect(await (await getDb()).select().from(orders).where(eq(orders.clientEmail, "tom.price@example.com"))).toEqual([]);
  });

  it("a tour on departures: the old body goes on the first departure with room from today; when none has room it is taken on request, mailed so, and heads the staff work queue", async () => {
    const tour = await makeTour(PRICES);
    await makeDeparture(tour.id, 1, 24 * 3);
    const later = await makeDeparture(tour.id, 6, 24 * 10);
    const placed = await read(
      await placeOrder(call("/api/order", { body: oldBooking(tour.id, "Marc Dubois", "marc.dubois@example.fr", 2290), headers: visitor() }), undefined),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const onDeparture = await stored(placed.body.order.id);
    expect(onDeparture.order).toMatchObject({ amount: 2290, departureId: later.id, needDate: later.startsAt, awaitingDeparture: false });
    expect(onDeparture.lines).toEqual([{ itemNumber: 2, unitAmount: 2290 }]);
    expect(onDeparture.mails).toEqual([
      { subject: `Your Ikaze booking ${reference(placed.body.order.id)}`, text: expect.stringContaining(`${tour.title} for 2 people, departing `) },
    ]);

    // Five people: 1 seat left on the first departure, 4 on the second.
    const waiting = await read(
      await placeOrder(call("/api/order", { body: oldBooking(tour.id, "Claire Petit", "claire.petit@example.fr", 4500), headers: visitor() }), undefined),
    );
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
    const onRequest = await stored(waiting.body.order.id);
    expect(onRequest.order).toMatchObject({ amount: 4500, departureId: null, awaitingDeparture: true, holdUntil: null, status: "PENDING" });
    expect(onRequest.lines).toEqual([{ itemNumber: 5, unitAmount: 4500 }]);
    expect(onRequest.mails).toHaveLength(1);
    expect(onRequest.mails[0].text).toContain("We have taken your booking on request: our team will confirm a date with you by e-mail.");

    const [first] = (await getWorkQueue("user")).lines;
    expect(first).toMatchObject({ key: "on-request", label: "1 booking on request to place on a departure: no departure had room" });
    expect(first.items).toEqual([
      expect.objectContaining({
        title: `Claire Petit, ${tour.title}`,
        href: `/account/tours/view/${tour.slug}#on-request`,
        detail: expect.stringContaining("5 people"),
      }),
    ]);
  });

  it("the registration page's order (location Rwanda, $120) and participant (Germany, phone 250788777222) sent at once: one order at the International fee, one mail naming it", async () => {
    const db = await getDb();
    const fees: FeeTable = {
      rwandan: { earlyBird: 120, normal: 120 },
      african: { earlyBird: 180, normal: 180 },
      international: { earlyBird: 260, normal: 260 },
    };
    const [event] = await db
      .insert(events)
      .values({
        slug: "carbon-markets-forum",
        title: "Carbon markets forum",
        startDate: new Date(Date.now() + 30 * 86_400_000),
        endDate: new Date(Date.now() + 31 * 86_400_000),
        place: "Kigali",
        isApproved: true,
        price: 120,
        price1: 120,
        fees,
      })
      .returning();
    const now = browserNow();
    const email = "lena.vogel@example.de";
    const [ordered, registered] = await Promise.all([
      placeOrder(
        call("/api/order", {
          body: {
            needDate: now,
            deadline: now,
            names: "Lena Vogel",
            email,
            phoneNumber: "250788777222",
            address: "Unter den Linden 5",
            location: "Rwanda",
            appUrl: "http://old.client",
            itemType: "event",
            itemsArray: [{ id: event.id, itemNumber: 1 }],
            amount: 120,
          },
          headers: visitor(),
        }),
        undefined,
      ).then(read),
      register(
        call("/api/participant/create", {
          body: {
            eventName: event.title,
            title: "Ms.",
            familyName: "Vogel",
            firstName: "Lena",
            position: "Researcher",
            department: "Climate",
            organization: "PIK",
            address: "Unter den Linden 5",
            country: "Germany",
            town: "Berlin",
            phone: "250788777222",
            email,
            dietRequirements: "",
            amount: 120,
            dataProtection: false,
          },
          headers: visitor(),
        }),
        undefined,
      ).then(read),
    ]);
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const id = ordered.body.order.id;
    // The registration's payment link, mailed to the address, opens the old client's order.
    expect(await payLinkOrderOf(email)).toBe(id);

    const mine = await db.select().from(orders).where(eq(orders.clientEmail, email));
    expect(mine).toEqual([expect.objectContaining({ id, amount: 260, itemType: "event" })]);
    expect(
      await db
        .select({ country: participants.country, phone: participants.phone, amount: participants.amount, orderId: participants.orderId })
        .from(participants)
        .where(eq(participants.email, email)),
    ).toEqual([{ country: "Germany", phone: "+250788777222", amount: 260, orderId: id }]);
    // The hold ends: nothing more is sent for an order its registration joined.
    await confirmUnjoinedEventOrders(new Date(Date.now() + 31 * 60_000));
    const { mails } = await stored(id);
    expect(mails).toEqual([{ subject: `Complete your registration: ${event.title}`, text: expect.stringContaining("the fee of $260 is paid") }]);
    expect(mails[0].text).not.toContain("$120");
  });
});
