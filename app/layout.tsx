import type { Metadata, Viewport } from "next";
import { site } from "@/lib/platform/site";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${site.name} — ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
};

export const viewport: Viewport = { themeColor: "#1b5238", width: "device-width", initialScale: 1 };

// <html> is written one level down (app/html-document.tsx): the public site's layout knows the
// page's language from its [locale] segment, which this layout cannot see.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
