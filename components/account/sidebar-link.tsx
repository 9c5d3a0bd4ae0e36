"use client";

import Link from "@/components/account/dashboard-link";
import { usePathname } from "next/navigation";

/**
 * Marks the link of the current section; "/account" itself matches only exactly, and a section
 * gives way to a deeper link of its own (Events → Participants at /account/events/participant).
 */
export function SidebarLink({ href, label, deeper = [] }: { href: string; label: string; deeper?: string[] }) {
  const pathname = usePathname();
  const within = (h: string) => pathname === h || pathname.startsWith(`${h}/`);
  const active = href === "/account" ? pathname === href : within(href) && !deeper.some(within);
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={`focus-inset block rounded-lg px-3 py-2 text-sm font-medium ${active ? "bg-brand-700 text-white" : "text-brand-50 hover:bg-brand-800"}`}
    >
      {label}
    </Link>
  );
}
