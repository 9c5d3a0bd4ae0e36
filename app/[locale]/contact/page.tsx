import { ContactDetails } from "@/components/site/contact-details";
import { CoverImage } from "@/components/site/cover-image";
import { container, sectionY } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { SocialLinks } from "@/components/site/social-links";
import { ContactFormSlot } from "@/components/site/slots/contact-form-slot";
import { toLocale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { pageMetadata } from "@/lib/content/seo/metadata";
import { site } from "@/lib/platform/site";

export async function generateMetadata({ params }: PageProps<"/[locale]/contact">) {
  const locale = toLocale((await params).locale);
  const t = translator(locale, "contact");
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription", { phone: site.phone, email: site.emails.info, street: site.address.street, city: site.address.city }),
    path: "/contact",
    image: { url: "/site/page-contact.jpg", alt: t("coverAlt") },
    locale,
    translated: true,
  });
}

const { lat, lng } = site.geo;
const mapSrc = `https://www.openstreetmap.org/export/embed.html?bbox=${lng - 0.012},${lat - 0.007},${lng + 0.012},${lat + 0.007}&layer=mapnik&marker=${lat},${lng}`;
const mapLink = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;

export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  const locale = toLocale((await params).locale);
  const t = translator(locale, "contact");
  const where = { name: site.name, street: site.address.street, city: site.address.city };
  return (
    <>
      <PageHero image="/site/page-contact.jpg" eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
      <section aria-labelledby="details-title" className={`${sectionY} bg-stone-50`}>
        <div className={`${container} grid gap-12 lg:grid-cols-2`}>
          <div>
            <h2 id="details-title" className="font-display text-3xl font-semibold text-brand-900">
              {t("detailsTitle")}
            </h2>
            <div className="mt-6">
              <ContactDetails locale={locale} />
            </div>
            <h2 className="mt-10 font-display text-2xl font-semibold text-brand-900">{t("follow")}</h2>
            <div className="mt-4">
              <SocialLinks tone="light" newTab={t("newTab")} />
            </div>
            <ContactFormSlot locale={locale} />
          </div>
          <div>
            <h2 className="font-display text-3xl font-semibold text-brand-900">{t("findUs")}</h2>
            <p className="mt-2 text-ink-soft">
              {site.address.street}, {site.address.city}, {site.address.country}
            </p>
            <div className="relative mt-6 aspect-[4/3] overflow-hidden rounded-3xl shadow-card ring-1 ring-black/5">
              <CoverImage src="/site/map-kigali.jpg" alt={t("mapAlt", where)} sizes="(min-width: 1024px) 45vw, 100vw" />
            </div>
            {/* The live map is a third-party page: it loads only when the visitor opens it. */}
            <details className="group mt-4">
              <summary className="site-btn site-btn-sm site-btn-outline cursor-pointer list-none [&::-webkit-details-marker]:hidden">
                <span className="group-open:hidden">{t("showMap")}</span>
                <span className="hidden group-open:inline">{t("hideMap")}</span>
              </summary>
              <div className="mt-4 overflow-hidden rounded-3xl shadow-card ring-1 ring-black/5">
                <iframe title={t("mapFrame", where)} src={mapSrc} loading="lazy" className="block aspect-[4/3] w-full border-0" referrerPolicy="no-referrer" />
              </div>
            </details>
            <a href={mapLink} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
              {t("openMap")}
              <span className="sr-only">{t("newTab")}</span>
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
