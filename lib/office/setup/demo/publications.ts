import type { publications } from "@/lib/platform/db/schema";

/** A demo publication: an advertisement (`publication`), a press release or a COVID-19 notice. */
export type DemoPublication = Omit<typeof publications.$inferInsert, "id" | "authorId" | "createdAt" | "updatedAt"> & {
  status: boolean;
  createdAt: Date;
};

export const demoPublications: DemoPublication[] = [
  {
    title: "Gorilla Trekking Green Season Offer 2027",
    category: "publication",
    pubDocument: "/demo/docs/gorilla-green-season-offer-2027.pdf",
    status: true,
    createdAt: new Date("2026-10-20T09:00:00+02:00"),
  },
  {
    title: "Lake Kivu Weekend Escape: two nights by the water",
    category: "publication",
    pubDocument: "/demo/ad-lake-kivu-weekend.jpg",
    status: true,
    createdAt: new Date("2026-08-05T09:00:00+02:00"),
  },
  {
    title: "Press Release: Ikaze joins a climate-finance partnership for Rwandan small businesses",
    category: "Press Release",
    pubDocument: "/demo/docs/press-release-climate-finance-partnership.pdf",
    status: true,
    createdAt: new Date("2026-06-02T12:00:00+02:00"),
  },
  {
    title: "Press Release: Community conservation programme launches around Gishwati",
    category: "Press Release",
    pubDocument: "/demo/docs/press-release-conservation-programme.pdf",
    status: true,
    createdAt: new Date("2026-01-20T12:00:00+02:00"),
  },
  {
    title: "COVID-19 Travel Advisory for Visitors to Rwanda",
    category: "Covid-19",
    pubDocument: "/demo/docs/covid-19-travel-advisory.pdf",
    status: true,
    createdAt: new Date("2026-03-01T08:00:00+02:00"),
  },
];
