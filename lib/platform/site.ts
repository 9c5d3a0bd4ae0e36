/** Company facts shown on public pages and in e-mails. One place to change them. */
export const site = {
  name: "Ikaze",
  legalName: "Ikaze Travel & Consultancy Ltd",
  tagline: "Climate-smart consultancy and unforgettable journeys across Rwanda",
  description:
    "Ikaze is a Rwanda-based company offering climate and sustainability consulting, environmental conservation, policy research, interpretation and translation, and curated travel: gorilla treks, safaris, events and air tickets.",
  phone: "+250 788 300 400",
  phoneHref: "tel:+250788300400",
  emails: { info: "info@ikaze.rw", bookings: "bookings@ikaze.rw" },
  address: {
    street: "KG 7 Ave, Kacyiru",
    city: "Kigali",
    country: "Rwanda",
    countryCode: "RW",
    /** Rwanda has no postcodes in use: mail goes to a P.O. Box in the city. */
    region: "Kigali City",
    poBox: "6245",
  },
  geo: { lat: -1.9441, lng: 30.0619 },
  /** Dates and times on public pages are shown in Kigali time, whatever the server's zone. */
  timeZone: "Africa/Kigali",
  /** Kigali's fixed UTC offset (no daylight saving): what our booking form appends to its Kigali times. */
  timeZoneOffset: "+02:00",
  socials: [
    { name: "Facebook", href: "https://www.facebook.com/ikaze.rw" },
    { name: "X (Twitter)", href: "https://x.com/ikaze_rw" },
    { name: "Instagram", href: "https://www.instagram.com/ikaze.rw" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/ikaze-rw" },
  ],
  /** Where bank-transfer payments go (shown on /pay and e-mailed with the order reference). */
  bank: {
    bankName: "Bank of Kigali",
    accountName: "Ikaze Travel & Consultancy Ltd",
    accountNumber: "100-0123456-78 (USD)",
    swift: "BKIGRWRW",
    branch: "Kigali Main Branch, KN 4 Ave",
  },
  /** External booking portals linked from /carrental and /accommodation. */
  portals: {
    carRental: "https://cars.ikaze.rw",
    accommodation: "https://stays.ikaze.rw",
  },
  partners: [
    { name: "Rwanda Development Board", logo: "/partners/rdb.svg" },
    { name: "Visit Rwanda", logo: "/partners/visit-rwanda.svg" },
    { name: "Rwanda Environment Management Authority", logo: "/partners/rema.svg" },
    { name: "Kigali Convention Centre", logo: "/partners/kcc.svg" },
  ],
} as const;
