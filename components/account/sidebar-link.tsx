"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

/** Marks the link of the current section; "/account" itself matches only exactly. */
export function SidebarLink({ href, label }: { href: string; label: string }) {
  const pathname = usePathname();
  const active = href === "/account" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={`block rounded-lg px-3 py-2 text-sm font-medium ${active ? "bg-brand-700 text-white" : "text-brand-50 hover:bg-brand-800"}`}
    >
      {label}
    </Link>
  );
}
