import { PortalPage, portalMetadata } from "@/components/site/portal-page";
import { toLocale } from "@/lib/content/i18n/locales";
import { PORTAL_COPY } from "@/lib/content/portal-copy";

export async function generateMetadata({ params }: PageProps<"/[locale]/carrental">) {
  const locale = toLocale((await params).locale);
  return portalMetadata(PORTAL_COPY.carrental[locale], locale);
}

export default async function CarRentalPage({ params }: PageProps<"/[locale]/carrental">) {
  const locale = toLocale((await params).locale);
  return <PortalPage content={PORTAL_COPY.carrental[locale]} locale={locale} />;
}
