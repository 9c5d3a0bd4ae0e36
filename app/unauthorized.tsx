import { StatusDocument } from "./status-document";

/**
 * 401. The site never calls unauthorized() (signing in is a redirect to the login page), but with
 * authInterrupts on (for the dashboard's forbidden()) Next writes a 401 fallback into every page's
 * payload; Next's default one is 1.3 KB of inline styles, this one a few lines.
 */
export default function Unauthorized() {
  return <StatusDocument title="Please sign in" href="/auth/login" action="Sign in" />;
}
