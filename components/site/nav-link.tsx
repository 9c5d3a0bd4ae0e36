"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { isCurrent } from "./nav-links";

/** A navigation link that marks itself as the current page (aria-current) on its section. */
export function NavLink({ href, className, children }: { href: string; className: string; children: React.ReactNode }) {
  const current = isCurrent(href, usePathname() ?? "");
  return (
    <Link href={href} aria-current={current ? "page" : undefined} className={className}>
      {children}
    </Link>
  );
}
