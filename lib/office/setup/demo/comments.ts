/** Demo visitor comments, attached by slug to a news post or a tour when seeding. */
export type DemoComment = {
  target: { kind: "news" | "tour"; slug: string };
  names: string;
  email: string;
  commentBody: string;
  isActive: boolean;
  createdAt: Date;
};

export const demoComments: DemoComment[] = [
  {
    target: { kind: "news", slug: "gorilla-trekking-2027-season-now-open" },
    names: "Claire Mutesi",
    email: "claire.mutesi@example.com",
    commentBody:
      "We trekked with Ikaze last August and it was the highlight of our lives. Our guide Eric was patient with my slow pace on the bamboo slopes. Booking again for my parents in 2027!",
    isActive: true,
    createdAt: new Date("2026-03-21T18:40:00+02:00"),
  },
  {
    target: { kind: "news", slug: "gorilla-trekking-2027-season-now-open" },
    names: "Tom Okafor",
    email: "tom.okafor@example.com",
    commentBody: "Is March too muddy for a first-timer? I am fit but have never hiked at altitude.",
    isActive: true,
    createdAt: new Date("2026-03-24T08:05:00+02:00"),
  },
  {
    target: { kind: "news", slug: "gorilla-trekking-2027-season-now-open" },
    names: "Best Deals 4 U",
    email: "promo@example.net",
    commentBody: "Cheap permits here!!! Visit my page for discounts.",
    isActive: false,
    createdAt: new Date("2026-03-25T02:13:00+02:00"),
  },
  {
    target: { kind: "news", slug: "green-finance-workshop-for-small-businesses" },
    names: "Aline Uwase",
    email: "aline.uwase@example.com",
    commentBody:
      "I attended the workshop and the one-page climate case exercise was so useful. Please let us know the dates for Musanze, I will bring two colleagues from our cooperative.",
    isActive: true,
    createdAt: new Date("2026-06-11T13:22:00+02:00"),
  },
  {
    target: { kind: "news", slug: "green-finance-workshop-for-small-businesses" },
    names: "Jean-Paul Habimana",
    email: "jp.habimana@example.com",
    commentBody: "Could you share the list of banks offering green credit lines? Thank you.",
    isActive: false,
    createdAt: new Date("2026-06-14T09:47:00+02:00"),
  },
  {
    target: { kind: "tour", slug: "lake-kivu-kayak-and-islands" },
    names: "Sofia Lindqvist",
    email: "sofia.lindqvist@example.com",
    commentBody:
      "Paddling to Napoleon's Island with thousands of bats overhead was surreal. The guesthouse food was delicious and the fishermen's singing at dusk gave me goosebumps.",
    isActive: true,
    createdAt: new Date("2026-07-30T20:10:00+02:00"),
  },
  {
    target: { kind: "tour", slug: "lake-kivu-kayak-and-islands" },
    names: "Daniel Kimani",
    email: "daniel.kimani@example.com",
    commentBody: "Can children under ten join the kayak part? We are travelling with our twins, aged eight.",
    isActive: false,
    createdAt: new Date("2026-08-12T11:00:00+02:00"),
  },
];
