import Link from "@/components/account/dashboard-link";
import type { Role } from "@/lib/platform/db/schema";
import { site } from "@/lib/platform/site";
import { adminLinks, staffLinks } from "./nav-links";
import { SidebarDrawer } from "./sidebar-drawer";
import { SidebarLink } from "./sidebar-link";

function Brand() {
  return (
    <div className="flex h-16 items-center px-5">
      <Link href="/" className="font-display text-xl font-semibold">
        {site.name}
      </Link>
      <span className="ml-2 rounded bg-brand-700 px-1.5 py-0.5 text-[10px] font-semibold uppercase tracking-wide">Staff</span>
    </div>
  );
}

function Nav({ role }: { role: Role }) {
  return (
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
  );
}

/** The fixed sidebar from lg up (the layout leaves room for it); below lg it is hidden. */
export function Sidebar({ role }: { role: Role }) {
  return (
    <aside className="hidden bg-brand-900 text-white lg:fixed lg:inset-y-0 lg:left-0 lg:block lg:w-60 lg:overflow-y-auto">
      <Brand />
      <Nav role={role} />
    </aside>
  );
}

/** Below lg: the header's Menu button and the same links in a drawer. */
export function SidebarMenuButton({ role }: { role: Role }) {
  return (
    <SidebarDrawer brand={<Brand />}>
      <Nav role={role} />
    </SidebarDrawer>
  );
}
