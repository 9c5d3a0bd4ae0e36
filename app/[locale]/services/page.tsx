import Link from "next/link";
import { ServiceCards } from "@/components/site/home/service-cards";
import { container, sectionY } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/lib/content/seo/metadata";

export const metadata = pageMetadata({
  title: "Services",
  description:
    "Climate and sustainability consulting, environmental conservation, policy analysis and research, interpretation and translation — from a Rwanda-based team.",
  path: "/services",
  image: { url: "/site/service-climate.jpg", alt: "Solar panels on a green hillside" },
});

export default function ServicesPage() {
  return (
    <>
      <PageHero
        image="/site/service-climate.jpg"
        eyebrow="What we do"
        title="Services"
        intro="Four ways we help organisations in Rwanda and the region act on climate, care for nature, decide with evidence and be understood in every language."
      />
      <section aria-label="Our services" className={`${sectionY} bg-stone-50`}>
        <div className={container}>
          <ServiceCards headingLevel="h2" />
          <div className="mt-16 flex flex-col items-start justify-between gap-6 rounded-3xl bg-brand-800 p-8 text-white sm:flex-row sm:items-center sm:p-10">
            <div>
              <h2 className="font-display text-2xl font-semibold sm:text-3xl">Not sure which service you need?</h2>
              <p className="mt-2 text-brand-100">Describe your project and we will suggest the right team — the first conversation is free.</p>
            </div>
            <Link href="/contact" className="site-btn site-btn-accent shrink-0">
              Talk to us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
