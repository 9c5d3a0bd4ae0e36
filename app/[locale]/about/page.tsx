import Link from "next/link";
import { CoverImage } from "@/components/site/cover-image";
import { container, eyebrow, sectionTitle, sectionY } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/lib/content/seo/metadata";
import { site } from "@/lib/platform/site";
// Spec §2.1: the five values, in this order.
import values from "@/content/values.json";

export const metadata = pageMetadata({
  title: "About us",
  description:
    "Who we are: a Rwanda-based team of consultants, conservationists, researchers, interpreters and travel specialists. Our mission, vision and values.",
  path: "/about",
  image: { url: "/site/page-about.jpg", alt: "Hills and villages at golden hour" },
});

export default function AboutPage() {
  return (
    <>
      <PageHero image="/site/page-about.jpg" eyebrow="About us" title="Rooted in Rwanda, working for people and the planet" intro={site.tagline} tall />

      <section aria-labelledby="who-title" className={`${sectionY} bg-white`}>
        <div className={`${container} grid gap-12 lg:grid-cols-2 lg:gap-16`}>
          <div>
            <p className={eyebrow}>Who we are</p>
            <h2 id="who-title" className={`${sectionTitle} mt-2`}>
              A Kigali team with two crafts: advice and welcome
            </h2>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-soft">
              <p>
                {site.name} is a Rwanda-based company offering climate and sustainability consulting, environmental conservation, policy analysis and research,
                and interpretation and translation.
              </p>
              <p>
                We also love showing visitors our country. Our travel team organises tours, events, air tickets, car rental and accommodation with the same care
                for the environment and for local communities that guides our consultancy work.
              </p>
            </div>
          </div>
          <div className="site-media aspect-[4/3] rounded-3xl shadow-card">
            <CoverImage src="/site/hero-hills.jpg" alt="Terraced green hills in Rwanda" sizes="(min-width: 1024px) 50vw, 100vw" />
          </div>
        </div>
      </section>

      <section aria-label="Mission and vision" className="bg-brand-900 py-16 text-white sm:py-20">
        <div className={`${container} grid gap-10 md:grid-cols-2`}>
          <div className="rounded-3xl bg-white/5 p-8 ring-1 ring-white/10">
            <h2 className="font-display text-3xl font-semibold">Our mission</h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">
              To help organisations and travellers make choices that are good for people and the planet — through sound advice, practical conservation work,
              clear communication across languages and journeys that benefit the places they visit.
            </p>
          </div>
          <div className="rounded-3xl bg-white/5 p-8 ring-1 ring-white/10">
            <h2 className="font-display text-3xl font-semibold">Our vision</h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">
              A Rwanda and an East Africa where growth and nature go together: thriving communities, healthy forests and wetlands, and a tourism that visitors
              and hosts are equally proud of.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="values-title" className={`${sectionY} bg-earth-50`}>
        <div className={container}>
          <p className={eyebrow}>What guides us</p>
          <h2 id="values-title" className={`${sectionTitle} mt-2`}>
            Our values
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
            {values.map((v, i) => (
              <li key={v.name} className="site-panel">
                <span aria-hidden="true" className="site-milestone-year">
                  {String(i + 1).padStart(2, "0")}
                </span>
                <h3 className="site-milestone-title">{v.name}</h3>
                <p className="site-card-text">{v.text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-12 flex flex-wrap gap-3">
            <Link href="/services" className="site-btn site-btn-primary">
              Our services
            </Link>
            <Link href="/contact" className="site-btn site-btn-outline hover:bg-white">
              Contact us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
