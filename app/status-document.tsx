import Link from "next/link";
import { BareDocument } from "./html-document";

/**
 * The root 404, 403 and 401 pages. Next writes all three into every page's payload, so their
 * markup uses the short status-* classes of globals.css rather than utility lists.
 */
export function StatusDocument({ code, title, text, href, action }: { code?: string; title: string; text?: string; href: string; action: string }) {
  return (
    <BareDocument>
      <main className="status-page">
        {code ? <p className="status-code">{code}</p> : null}
        <h1 className="status-title">{title}</h1>
        {text ? <p className="status-text">{text}</p> : null}
        <Link href={href} className="status-link">
          {action}
        </Link>
      </main>
    </BareDocument>
  );
}
