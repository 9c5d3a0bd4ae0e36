import type { Locale } from "@/lib/content/i18n/locales";
import { messagesOf } from "@/lib/content/i18n/messages";
import { servicesFor } from "@/lib/content/fixed-texts/public";
import { cloudProp } from "../cover-image";
import { ServiceGrid } from "./service-grid";

/** The four built-in services as picture cards (home page and /services), in the page's language, as staff last wrote them. */
export async function ServiceCards({ headingLevel = "h3", locale = "en" }: { headingLevel?: "h2" | "h3"; locale?: Locale }) {
  const items = (await servicesFor(locale)).map(({ id, title, summary, image }) => ({ id, title, summary, image }));
  const language = locale === "en" ? {} : { locale, words: messagesOf(locale, "home").serviceCard };
  return <ServiceGrid items={items} headingLevel={headingLevel} {...language} {...cloudProp()} />;
}
