"use client";

// Fixed content, so a client component: the page's payload then names these blocks instead of
// spelling out their element tree and classes a second time (the markup is the same); their text
// comes with the page's script, which the browser caches.
import Link from "next/link";
import { CardCover } from "../card-cover";
import { container, eyebrow, sectionTitle, sectionY } from "../layout-classes";
import { CheckBadge } from "@/components/site/check-badge";

/** 'Why it matters': the case for climate-smart work and travel, with a picture. */
export function WhyItMatters() {
  return (
    <section aria-labelledby="why-title" className={`${sectionY} bg-white`}>
      <div className={`${container} grid items-center gap-12 lg:grid-cols-2 lg:gap-16`}>
        <div className="site-media aspect-[4/3] rounded-3xl shadow-card lg:order-2">
          <CardCover src="/site/service-conservation.jpg" alt="Mist rising from a montane rainforest" sizes="(min-width: 1024px) 50vw, 100vw" />
        </div>
        <div>
          <p className={eyebrow}>Why it matters</p>
          <h2 id="why-title" className={`${sectionTitle} mt-2`}>
            A small country with a great deal to protect
          </h2>
          <div className="mt-5 space-y-4 text-base leading-relaxed text-ink-soft sm:text-lg">
            <p>
              Rwanda is home to a third of the world&rsquo;s mountain gorillas, one of Africa&rsquo;s oldest rainforests and farmland that feeds millions on
              steep hillsides. Heavier rains and longer dry spells put all of it under pressure.
            </p>
            <p>
              Good decisions need good evidence, and good travel needs to leave places better than it found them. That is the work we do, in the office and on
              the road.
            </p>
          </div>
          <Link href="/about" className="site-btn site-btn-sm site-btn-primary mt-8">
            Who we are
          </Link>
        </div>
      </div>
    </section>
  );
}

const impact = [
  { value: "140+", label: "consultancy assignments delivered for public bodies, NGOs and companies" },
  { value: "38,000", label: "native trees planted with community cooperatives since 2019" },
  { value: "4", label: "working languages in our interpreting booths: Kinyarwanda, English, French, Swahili" },
  { value: "2,600", label: "travellers welcomed on tours guided by people from the places they visit" },
];

/** 'Our Impact': four figures on a deep green band. */
export function OurImpact() {
  return (
    <section aria-labelledby="impact-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className={container}>
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-earth-300">Our Impact</p>
        <h2 id="impact-title" className="mt-2 max-w-2xl font-display text-3xl font-semibold tracking-tight sm:text-4xl">
          Measured in trees, in trips and in decisions made better
        </h2>
        <dl className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {impact.map((i) => (
            <div key={i.value} className="site-stat">
              <dt className="text-sm leading-relaxed text-brand-100">{i.label}</dt>
              <dd className="site-stat-value">{i.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

const achievements = [
  { year: "2019", title: "Licensed tour operator", text: "Registered with the Rwanda Development Board to run tours and sell park permits." },
  { year: "2021", title: "Community forest programme", text: "Nurseries run by women's cooperatives around Gishwati now supply native seedlings each season." },
  {
    year: "2023",
    title: "Regional summit interpreting",
    text: "Six-language interpreting for a three-day health summit in Kigali, with booths and equipment.",
  },
  { year: "2025", title: "Climate-finance partnership", text: "Helping Rwandan small businesses prepare bankable green projects with local lenders." },
];

/** Achievements: a short timeline. */
export function Achievements() {
  return (
    <section aria-labelledby="achievements-title" className={`${sectionY} bg-earth-50`}>
      <div className={container}>
        <p className={eyebrow}>Achievements</p>
        <h2 id="achievements-title" className={`${sectionTitle} mt-2 max-w-2xl`}>
          Milestones along the way
        </h2>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {achievements.map((a) => (
            <li key={a.year} className="site-panel">
              <p className="site-milestone-year">{a.year}</p>
              <h3 className="site-milestone-title">{a.title}</h3>
              <p className="site-card-text">{a.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const principles = [
  { title: "Low-carbon by design", text: "Shorter drives, longer stays, shared vehicles and lodges that run on clean energy." },
  { title: "Local hands, local income", text: "Guides, porters, cooks and hosts from the communities around each park and lake." },
  { title: "Nothing left behind", text: "No single-use plastic on our trips, and a tree planted for every traveller." },
];

/** The environment-led design block. */
export function EnvironmentLed() {
  return (
    <section aria-labelledby="environment-title" className={`${sectionY} bg-white`}>
      <div className={`${container} grid items-center gap-12 lg:grid-cols-2 lg:gap-16`}>
        <div className="site-media aspect-[4/3] rounded-3xl shadow-card">
          <CardCover src="/site/service-policy.jpg" alt="Terraced fields on a Rwandan hillside seen from above" sizes="(min-width: 1024px) 50vw, 100vw" />
        </div>
        <div>
          <p className={eyebrow}>Environment-led design</p>
          <h2 id="environment-title" className={`${sectionTitle} mt-2`}>
            Every trip and project starts with the land it touches
          </h2>
          <ul className="mt-8 space-y-6">
            {principles.map((p) => (
              <li key={p.title} className="flex gap-4">
                <CheckBadge className="mt-1 h-9 w-9" />
                <div>
                  <h3 className="text-lg font-semibold text-brand-900">{p.title}</h3>
                  <p className="mt-1 text-base leading-relaxed text-ink-soft">{p.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
