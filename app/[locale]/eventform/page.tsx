import { FormPage } from "@/components/site/form-page";
import { EventSupportForm } from "@/components/site/forms/event-support-form";
import { eventSupportFormWords } from "@/lib/audience/inquiries/event-support-words";
import { toLocale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { pageMetadata } from "@/lib/content/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/eventform">) {
  const locale = toLocale((await params).locale);
  const t = translator(locale, "eventSupport");
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: "/eventform",
    image: { url: "/site/page-contact.jpg", alt: t("coverAlt") },
    locale,
    translated: true,
  });
}

export default async function EventFormPage({ params }: PageProps<"/[locale]/eventform">) {
  const locale = toLocale((await params).locale);
  const t = translator(locale, "eventSupport");
  return (
    <FormPage
      hero={{ image: "/site/page-contact.jpg", eyebrow: t("eyebrow"), title: t("title"), intro: t("intro") }}
      title={t("formTitle")}
      titleId="event-form-title"
      note={t("note")}
      talk={t("talk")}
      locale={locale}
    >
      <EventSupportForm words={eventSupportFormWords(locale)} />
    </FormPage>
  );
}
