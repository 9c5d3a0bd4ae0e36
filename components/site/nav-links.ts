/** The public site's navigation, shared by the header, the mobile menu and the footer. */
export type NavItem = { href: string; label: string };
export type NavGroup = { label: string; items: NavItem[] };

export const travelLinks: NavItem[] = [
  { href: "/tours", label: "Tours" },
  { href: "/events", label: "Events" },
  { href: "/airticket", label: "Air tickets" },
  { href: "/accommodation", label: "Accommodation" },
  { href: "/carrental", label: "Car rental" },
];

export const newsLinks: NavItem[] = [
  { href: "/blogs", label: "Blog" },
  { href: "/publications", label: "Advertisement" },
  { href: "/press-releases", label: "Press releases" },
];

export const primaryNav: (NavItem | NavGroup)[] = [
  { href: "/services", label: "Services" },
  {
    label: "Travel",
    items: travelLinks,
  },
  {
    label: "News",
    items: newsLinks,
  },
  { href: "/about", label: "About" },
  { href: "/faq", label: "FAQ" },
];

export const contactCta: NavItem = { href: "/contact", label: "Contact us" };

export const isGroup = (item: NavItem | NavGroup): item is NavGroup => "items" in item;

/** A link is current on its own page and on the pages below it (/tours → /tour/…). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  const singular = href.replace(/s$/, "");
  return pathname === href || pathname.startsWith(`${href}/`) || (singular !== href && pathname.startsWith(`${singular}/`));
}
