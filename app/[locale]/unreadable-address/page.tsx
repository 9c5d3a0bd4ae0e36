import { notFound } from "next/navigation";
import { toLocale } from "@/lib/content/i18n/locales";
import { notFoundMetadata } from "@/lib/content/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/unreadable-address">) {
  return notFoundMetadata(toLocale((await params).locale));
}

/**
 * Where proxy.ts sends a page path Next cannot decode (`/tour/%zz`, `/%ED%A0%80`): the site's 404.
 * A static route on purpose: a rewrite to a dynamic one (the catch-all) still had Next decode the
 * original path into its parameters, and that failed with a plain-text 500. Visited directly, it
 * is a 404 too.
 */
export default function UnreadableAddress(): never {
  notFound();
}
