/**
 * The dashboard's sidebar (spec §2.3). Admin-only links are shown to administrators only.
 * Bookings, Participants and Subscribers join the list with their features (no link to a 404).
 */
export const staffLinks = [
  { href: "/account", label: "Dashboard" },
  { href: "/account/news", label: "Blogs" },
  { href: "/account/tours", label: "Tours" },
  { href: "/account/tour-bookings", label: "Bookings" },
  { href: "/account/departures", label: "Departures" },
  { href: "/account/events", label: "Events" },
  { href: "/account/events/participant", label: "Participants" },
  { href: "/account/check-in", label: "Check-in" },
  { href: "/account/publications", label: "Publications" },
  { href: "/account/translations", label: "Translations" },
  { href: "/account/fixed-texts", label: "Fixed texts" },
  { href: "/account/users", label: "Users" },
  { href: "/account/inbox", label: "Inbox" },
  { href: "/account/subscribers", label: "Subscribers" },
  { href: "/account/newsletters", label: "Newsletters" },
] as const;

export const adminLinks = [
  { href: "/account/audit", label: "Audit log" },
  { href: "/account/mail", label: "Mail outbox" },
  { href: "/account/exchange-rate", label: "Exchange rate" },
] as const;
