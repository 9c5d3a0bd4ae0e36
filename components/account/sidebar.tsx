import Link from "next/link";
import type { Role } from "@/lib/db/schema";
import { site } from "@/lib/site";
import { adminLinks, staffLinks } from "./nav-links";
import { SidebarLink } from "./sidebar-link";

export function Sidebar({ role }: { role: Role }) {
  return (
    <aside className="bg-brand-900 text-white lg:fixed lg:inset-y-0 lg:left-0 lg:w-60">
      <div className="flex h-16 items-center px-5">
        <Link href="/" className="font-display text-xl font-semibold">
          {site.name}
        </Link>
        <span className="ml-2 rounded bg-brand-700 px-1.5 py-0.5 text-[10px] font-semibold uppercase tracking-wide">Staff</span>
      </div>
      <nav aria-label="Dashboard" className="space-y-1 px-3 pb-6">
        {staffLinks.map((l) => (
          <SidebarLink key={l.href} {...l} deeper={staffLinks.filter((o) => o.href.startsWith(`${l.href}/`)).map((o) => o.href)} />
        ))}
        {role === "admin" ? (
          <>
            <p className="px-3 pt-5 pb-1 text-xs font-semibold uppercase tracking-wider text-brand-300">Administration</p>
            {adminLinks.map((l) => (
              <SidebarLink key={l.href} {...l} />
            ))}
          </>
        ) : null}
      </nav>
    </aside>
  );
}
