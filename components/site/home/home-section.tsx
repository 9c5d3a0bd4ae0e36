"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { container, sectionY } from "@/components/site/layout-classes";
import { SectionHeading } from "@/components/site/section-heading";

const seeAllClass = "site-btn site-btn-sm site-btn-outline";

/**
 * One band of the home page: a titled section with a "see all" link and its content below. A client
 * component (its content comes in as children): the page's payload then carries the band's words,
 * not its heading's element tree and classes a second time.
 */
export function HomeSection({
  id,
  eyebrow,
  title,
  intro,
  seeAll,
  tinted = false,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  seeAll: { href: string; label: string };
  /** Alternates the band's background so neighbouring sections stay apart. */
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${sectionY} ${tinted ? "bg-stone-50" : "bg-white"}`}>
      <div className={container}>
        <SectionHeading
          id={id}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          action={
            <Link href={seeAll.href} className={seeAllClass}>
              {seeAll.label}
            </Link>
          }
        />
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
