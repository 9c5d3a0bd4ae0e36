// The reference has no start-up work of its own. Without this file, a build run from the project's
// root picks up the site's instrumentation.ts (database, demo content, mail worker) and the
// reference would no longer be a bare Next.js app.
export function register() {}
