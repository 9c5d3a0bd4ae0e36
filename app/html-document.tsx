import { display, displayFallbackOnly } from "./fonts";
import { fontLaterScript } from "./font-later";

/**
 * The <html> and <body> of every page. The root layout passes its children through, so that the
 * public site's layout can write the page's language in <html lang>; the dashboard, the sign-in
 * pages and the root error pages wrap themselves in this with "en".
 */
export function HtmlDocument({ lang, children }: { lang: string; children: React.ReactNode }) {
  return (
    // data-scroll-behavior: Next turns the smooth scrolling of globals.css off while it moves to a new
    // page, so a navigation jumps to the top instead of gliding there.
    // suppressHydrationWarning: the head's script may add a class to <html> before React hydrates.
    <html
      lang={lang}
      data-scroll-behavior="smooth"
      className={display.variable}
      style={{ "--font-display-later": displayFallbackOnly } as React.CSSProperties}
      suppressHydrationWarning
    >
      <head>
        {/* Before anything is drawn: a first visit's headings wait for the web font until the page has loaded (app/font-later.ts). */}
        <script dangerouslySetInnerHTML={{ __html: fontLaterScript }} />
      </head>
      <body className="min-h-dvh font-sans">
        {children}
        {/* No <Toaster> here: components/ui/toast.ts mounts sonner's with the first toast. */}
      </body>
    </html>
  );
}

/**
 * The root 403/401/404 pages: Next writes the 401 and 403 fallbacks into every page's payload, so
 * they carry no head script of their own.
 */
export function BareDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  );
}
