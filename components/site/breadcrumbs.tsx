import Link from "next/link";
import { breadcrumbJsonLd } from "@/lib/content/seo/json-ld";
import { JsonLd } from "./json-ld";
import { container } from "./layout-classes";

export type Crumb = { name: string; path: string; lang?: string };

/**
 * The trail above an item's page ("Home › Tours › Gorilla trekking"), shown to people and, from the
 * same list, to search engines as a BreadcrumbList. The last crumb is the page itself.
 */
export function Breadcrumbs({
  section,
  page,
  home = { name: "Home", path: "/" },
  label = "Breadcrumb",
}: {
  section: Crumb;
  page: Crumb;
  home?: Crumb;
  /** The trail's name for screen readers, in the page's language. */
  label?: string;
}) {
  const trail = [home, section, page];
  const last = trail.length - 1;
  return (
    <>
      <nav aria-label={label} className={`${container} pt-6`}>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-soft">
          {trail.map((c, i) => (
            <li key={c.path} className="flex min-w-0 items-center gap-2">
              {i === last ? (
                <span aria-current="page" lang={c.lang} className="font-medium text-ink [overflow-wrap:anywhere]">
                  {c.name}
                </span>
              ) : (
                <>
                  <Link href={c.path} className="inline-flex min-h-11 items-center rounded underline-offset-4 hover:text-brand-800 hover:underline">
                    {c.name}
                  </Link>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </>
  );
}
