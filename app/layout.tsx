import type { Metadata, Viewport } from "next";
import { site } from "@/lib/site";
import { display, displayFallbackOnly } from "./fonts";
import { fontLaterScript } from "./font-later";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${site.name} — ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
};

export const viewport: Viewport = { themeColor: "#1b5238", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // data-scroll-behavior: Next turns the smooth scrolling of globals.css off while it moves to a new
    // page, so a navigation jumps to the top instead of gliding there.
    // suppressHydrationWarning: the head's script may add a class to <html> before React hydrates.
    <html
      lang="en"
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
