import Link from "next/link";

/**
 * SLOT — the 'Fill the form' button that opens the 'Inquire about air ticket' modal (spec §2.4).
 * The air-ticket issue replaces this file with the button and its modal; until then the button
 * leads to the contact page with the topic named.
 */
export function AirTicketSlot() {
  return (
    <Link
      href="/contact?topic=air-ticket"
      className="site-btn site-btn-accent px-8"
    >
      Fill the form
    </Link>
  );
}
