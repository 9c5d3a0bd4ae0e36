import { notFound } from "next/navigation";
import { toLocale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { serviceFor, servicesFor } from "@/lib/content/fixed-texts/public";
import { pageMetadata } from "@/lib/content/seo/metadata";
import { ServiceDetail } from "./service-detail";
import { ServicesIndex, servicesIndexMetadata } from "./services-index";

/*
 * /services and /services/{id} (1 to 4; any other id renders not-found.tsx, 'Services not found').
 * Staff may edit a service's words, so the pages are rendered on the first request and then served
 * from the page cache (`next build` never reads the database), refreshed when an edit is saved.
 */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/services/[[...id]]">) {
  const { id, locale: segment } = await params;
  const locale = toLocale(segment);
  if (!id?.length) return servicesIndexMetadata(locale);
  const service = id.length === 1 ? await serviceFor(id[0], locale) : null;
  if (!service) return { title: translator(locale, "services")("notFoundTitle") };
  return pageMetadata({
    title: service.title,
    description: service.summary,
    path: `/services/${service.id}`,
    image: { url: service.image, alt: service.imageAlt },
    locale,
    translated: true,
  });
}

export default async function ServicesPage({ params }: PageProps<"/[locale]/services/[[...id]]">) {
  const { id, locale: segment } = await params;
  const locale = toLocale(segment);
  if (!id?.length) return <ServicesIndex locale={locale} />;
  const service = id.length === 1 ? await serviceFor(id[0], locale) : null;
  if (!service) notFound();
  const others = (await servicesFor(locale)).filter((s) => s.id !== service.id);
  return <ServiceDetail locale={locale} service={service} others={others} />;
}
