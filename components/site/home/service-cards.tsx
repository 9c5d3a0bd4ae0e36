import Link from "next/link";
import { services } from "@/lib/services";
import { CoverImage } from "../cover-image";

/** The four built-in services as picture cards (home page and /services). */
export function ServiceCards({ headingLevel = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const H = headingLevel;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {services.map((s) => (
        <li key={s.id} className="site-card">
          <div className="site-media aspect-[4/3]">
            <CoverImage src={s.image} alt="" sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="site-zoom" />
          </div>
          <div className="site-card-body">
            <p className="site-eyebrow text-earth-700">Service {s.id}</p>
            <H className="site-card-title mt-2">
              <Link href={`/services/${s.id}`} className="site-stretched">
                {s.title}
              </Link>
            </H>
            <p className="site-card-text">{s.summary}</p>
            <span aria-hidden="true" className="site-card-cta mt-auto pt-4">
              Learn more →
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
