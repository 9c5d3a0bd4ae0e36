import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/auth/guards";
import { Sidebar } from "@/components/account/sidebar";
import { AccountMenu } from "@/components/account/account-menu";

// One pattern for every dashboard page: "<page> | Ikaze dashboard" (each page names itself in its
// `metadata`). `absolute` keeps the site's "| Ikaze" template off this segment and is what a page
// without a title of its own shows.
export const metadata: Metadata = { title: { absolute: "Dashboard | Ikaze dashboard", template: "%s | Ikaze dashboard" }, robots: { index: false } };

// Each page checks the session again: a layout is not re-rendered on every navigation.
export default async function AccountLayout({ children }: { children: React.ReactNode }) {
  const actor = await requireStaffPage();
  return (
    <div className="min-h-dvh bg-stone-50 lg:pl-60">
      <Sidebar role={actor.role} />
      <div className="flex min-h-dvh flex-col">
        <header className="flex h-16 items-center justify-end border-b border-stone-200 bg-white px-6">
          <AccountMenu name={`${actor.firstName} ${actor.lastName}`} role={actor.role} />
        </header>
        <main className="flex-1 px-4 py-6 sm:px-8">{children}</main>
      </div>
    </div>
  );
}
