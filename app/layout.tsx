import type { Metadata, Viewport } from "next";
import { site } from "@/lib/site";
import { display } from "./fonts";
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
    <html lang="en" data-scroll-behavior="smooth" className={display.variable}>
      <body className="min-h-dvh font-sans">
        {children}
        {/* No <Toaster> here: components/ui/toast.ts mounts sonner's with the first toast. */}
      </body>
    </html>
  );
}
