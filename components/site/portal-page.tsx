import { TravelServicePage } from "./travel-service-page";
import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { pageMetadata } from "@/lib/content/seo/metadata";
import { site } from "@/lib/platform/site";

/**
 * The copy of a portal page in one language (content/portals/{name}.json, .fr.json, .rw.json: the
 * same shape, which a test holds together): its metadata, the offer and the portal it links to, by
 * its name in `site.portals`. The page image serves the hero and the social card.
 */
export type PortalContent = {
  title: string;
  description: string;
  path: string;
  image: { url: string; alt: string };
  intro: string;
  heading: string;
  body: string[];
  features: { title: string; text: string }[];
  portal: { site: string; label: string; note: string };
};

export const portalMetadata = ({ title, description, path, image }: PortalContent, locale: Locale) =>
  pageMetadata({ title, description, path, image, locale, translated: true });

/** /accommodation and /carrental: the travel service layout with a button to the external booking portal. */
export function PortalPage({ content, locale = "en" }: { content: PortalContent; locale?: Locale }) {
  const { image, title, intro, heading, body, features } = content;
  const href = site.portals[content.portal.site as keyof typeof site.portals];
  if (!href) throw new Error(`${content.path}: no portal "${content.portal.site}" in lib/platform/site.ts`);
  const portal = { ...content.portal, href };
  const t = translator(locale, "portalPage");
  return (
    <TravelServicePage
      locale={locale}
      eyebrow={t("eyebrow")}
      hero={{ image: image.url, imageAlt: image.alt, title, intro }}
      heading={heading}
      body={body.map((p) => (
        <p key={p}>{p}</p>
      ))}
      features={features}
      card={{
        title: t("cardTitle"),
        text: portal.note,
        action: (
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            <a href={portal.href} target="_blank" rel="noopener" className="site-btn site-btn-accent">
              {portal.label}
              <span className="sr-only">{t("opensPortal")}</span>
            </a>
            <a href={`mailto:${site.emails.bookings}`} className="site-btn site-btn-glass">
              {t("askDesk")}
            </a>
          </div>
        ),
      }}
      contactHeading={t("contactHeading")}
    />
  );
}
