import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * next/link without prefetching, for links between dashboard pages. Every dashboard page is dynamic
 * (it reads the session), so a prefetch brings little; and a click that lands while Next 16.4 is
 * still prefetching such a page's head leaves that page with an empty <title> until a reload
 * (vercel/next.js PR #97702, unreleased). Without a prefetch the click fetches the page and its
 * head together. e2e/dashboard-titles.spec.ts clicks before any prefetch could end.
 */
export default function DashboardLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
