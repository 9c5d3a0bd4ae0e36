/** Every kind of public page, once: the axe walk and the reflow check visit the same list. */
export const TOUR_PAGE = "/tour/gorilla-trekking-volcanoes-national-park";
export const FORUM_PAGE = "/event/east-africa-sustainable-tourism-forum-2027";
export const PAST_EVENT_PAGE = "/event/kigali-climate-finance-dialogue-2026";

export const PUBLIC_PAGES = [
  "/",
  "/services",
  "/services/1",
  "/services/9",
  "/about",
  "/contact",
  "/faq",
  "/terms",
  "/policy",
  "/airticket",
  "/accommodation",
  "/carrental",
  "/ticket",
  "/eventform",
  "/maillist/unsubcribe/00000000-0000-4000-8000-000000000000",
  "/maillist/confirm/00000000-0000-4000-8000-000000000000",
  "/tours",
  "/tours/duration/one-day",
  TOUR_PAGE,
  "/blogs",
  "/blog/gorilla-trekking-2027-season-now-open",
  "/events",
  FORUM_PAGE,
  PAST_EVENT_PAGE,
  "/participant",
  "/publications",
  "/press-releases",
  "/no-such-page",
];
