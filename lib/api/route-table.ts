/**
 * Every API Route Handler and the methods it exports, so that the proxy can answer a wrong method
 * with 405, an `Allow` header and a JSON body (Next alone answers an empty 405). A path missing here
 * is simply passed on to Next; tests/api-fallback.test.ts fails, printing the up-to-date table,
 * whenever this list and the route.ts files under app/api disagree.
 */
export const API_ROUTES: Readonly<Record<string, readonly string[]>> = {
  "/api/auth/login": ["POST"],
  "/api/auth/logout": ["POST"],
  "/api/auth/reset-password-account": ["POST"],
  "/api/auth/send-forgot-password": ["POST"],
  "/api/events/[slug]": ["DELETE", "GET", "PUT"],
  "/api/events/approve/[slug]": ["PUT"],
  "/api/events/create": ["POST"],
  "/api/events": ["GET"],
  "/api/health": ["GET"],
  "/api/news/[slug]": ["GET"],
  "/api/news/create": ["POST"],
  "/api/news/delete/[slug]": ["DELETE"],
  "/api/news/five": ["GET"],
  "/api/news/publish/[slug]": ["PUT"],
  "/api/news": ["GET"],
  "/api/news/update/[slug]": ["PUT"],
  "/api/publications/[id]": ["DELETE", "GET", "PUT"],
  "/api/publications/approve/[id]": ["PUT"],
  "/api/publications/create": ["POST"],
  "/api/publications": ["GET"],
  "/api/tours/[slug]": ["GET"],
  "/api/tours/create": ["POST"],
  "/api/tours/delete/[slug]": ["DELETE"],
  "/api/tours/five": ["GET"],
  "/api/tours/publish/[slug]": ["PUT"],
  "/api/tours": ["GET"],
  "/api/tours/update/[slug]": ["PUT"],
  "/api/uploads": ["POST"],
  "/api/users/approve/[id]": ["PUT"],
  "/api/users/create": ["POST"],
  "/api/users": ["GET"],
};
