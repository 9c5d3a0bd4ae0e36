import { UnauthorizedBody } from "@/components/ui/status-pages";
import { BareDocument } from "./html-document";

/**
 * 401. The site never calls unauthorized() (signing in is a redirect to the login page), but with
 * authInterrupts on (for the dashboard's forbidden()) Next writes a 401 fallback into every page's
 * payload, twice; Next's default one is 1.3 KB of inline styles, this one a client block's name.
 */
export default function Unauthorized() {
  return (
    <BareDocument>
      <UnauthorizedBody />
    </BareDocument>
  );
}
