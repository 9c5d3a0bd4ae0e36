import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { Sidebar, SidebarMenuButton } from "@/components/account/sidebar";
import { AccountMenu } from "@/components/account/account-menu";
import { SearchBox } from "@/components/account/search/search-box";
import { HtmlDocument } from "../html-document";

// One pattern for every dashboard page: "<page> | Ikaze dashboard" (each page names itself in its
// `metadata`). `absolute` keeps the site's "| Ikaze" template off this segment and is what a page
// without a title of its own shows.
export const metadata: Metadata = { title: { absolute: "Dashboard | Ikaze dashboard", template: "%s | Ikaze dashboard" }, robots: { index: false } };

// Each page checks the session again: a layout is not re-rendered on every navigation.
export default async function AccountLayout({ children }: { children: React.ReactNode }) {
  const actor = await requireStaffPage();
  return (
    <HtmlDocument lang="en">
      {/* On paper (a departure's manifest) only the page's content is printed. */}
      <div className="min-h-dvh bg-stone-50 lg:pl-60 print:bg-white print:pl-0">
        {/* Before the sidebar's links: one key press to the page itself (WCAG 2.4.1). */}
        <a
          href="#main"
          className="sr-only z-[60] rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <div className="print:hidden">
          <Sidebar role={actor.role} />
        </div>
        {/* min-w-0: a wide table scrolls inside its own box instead of widening the page. */}
        <div className="flex min-h-dvh min-w-0 flex-col">
          <header className="flex h-16 items-center justify-between gap-2 border-b border-stone-200 bg-white px-2 sm:px-6 print:hidden">
            <SidebarMenuButton role={actor.role} />
            <SearchBox />
            <AccountMenu name={`${actor.firstName} ${actor.lastName}`} role={actor.role} />
          </header>
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 sm:px-8 print:p-0">
            {children}
          </main>
        </div>
      </div>
    </HtmlDocument>
  );
}
