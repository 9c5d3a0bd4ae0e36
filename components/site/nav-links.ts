import type en from "@/messages/client/en.json";

/**
 * The public site's navigation, shared by the header, the mobile menu and the footer. `key` names
 * the link's words in the "nav" messages; `label` is the English, for code that has no language.
 */
export type NavKey = keyof (typeof en)["nav"];
export type NavItem = { href: string; label: string; key?: NavKey };
export type NavGroup = { label: string; key: NavKey; items: NavItem[] };

export const travelLinks: NavItem[] = [
  { href: "/tours", label: "Tours", key: "tours" },
  { href: "/events", label: "Events", key: "events" },
  { href: "/airticket", label: "Air tickets", key: "airTickets" },
  { href: "/accommodation", label: "Accommodation", key: "accommodation" },
  { href: "/carrental", label: "Car rental", key: "carRental" },
];

export const newsLinks: NavItem[] = [
  { href: "/blogs", label: "Blog", key: "blog" },
  { href: "/publications", label: "Advertisement", key: "advertisement" },
  { href: "/press-releases", label: "Press releases", key: "pressReleases" },
];

export const primaryNav: (NavItem | NavGroup)[] = [
  { href: "/services", label: "Services", key: "services" },
  {
    label: "Travel",
    key: "travel",
    items: travelLinks,
  },
  {
    label: "News",
    key: "news",
    items: newsLinks,
  },
  { href: "/about", label: "About", key: "about" },
  { href: "/faq", label: "FAQ", key: "faq" },
];

export const contactCta: NavItem = { href: "/contact", label: "Contact us", key: "contactCta" };

/** A link's words in the visitor's language (the "nav" messages), English when it has no key. */
export function navLabel(item: NavItem | NavGroup, labels?: Record<NavKey, string>): string {
  return item.key && labels ? labels[item.key] : item.label;
}

export const isGroup = (item: NavItem | NavGroup): item is NavGroup => "items" in item;

/** A link is current on its own page and on the pages below it (/tours → /tour/…). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  const singular = href.replace(/s$/, "");
  return pathname === href || pathname.startsWith(`${href}/`) || (singular !== href && pathname.startsWith(`${singular}/`));
}
