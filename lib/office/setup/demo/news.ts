import type { news } from "@/lib/platform/db/schema";

/** A demo news post; `createdAt` is fixed so the list order is stable. */
export type DemoNews = Omit<typeof news.$inferInsert, "id" | "authorId" | "createdAt" | "updatedAt"> & {
  slug: string;
  image: string;
  isPublished: boolean;
  createdAt: Date;
};

export const demoNews: DemoNews[] = [
  {
    slug: "rwanda-climate-targets-what-they-mean-for-business",
    title: "Rwanda's updated climate targets: what they mean for business",
    image: "/demo/news-climate-targets.jpg",
    numberOfReading: 412,
    isPublished: true,
    createdAt: new Date("2025-12-04T09:30:00+02:00"),
    newsBody: [
      "<p>Rwanda has long punched above its weight in climate policy, and its latest round of national commitments keeps that reputation intact. The headline is familiar: a substantial cut in emissions against business-as-usual by 2030, with a larger share conditional on international finance. The details, though, are where companies should be paying attention.</p>",
      "<h2>Energy, transport and buildings</h2>",
      "<p>Much of the planned reduction comes from cleaner electricity, more efficient cooking, electric motorcycles and buses, and better building standards. For hotels, manufacturers and property developers, that means energy audits, solar installations and efficiency upgrades are moving from nice-to-have to expected.</p>",
      "<p>Adaptation gets equal weight. Agriculture, water and settlements face more intense rains and longer dry spells, and investors increasingly ask how projects will cope. A simple climate risk screening at the design stage is now one of the most requested services from our consultancy team.</p>",
      "<h2>Where to start</h2>",
      "<ul><li>Measure: know your baseline energy use and emissions before promising reductions.</li><li>Prioritise: pick the two or three measures that pay back fastest.</li><li>Report: clear, honest disclosure builds trust with lenders and partners.</li></ul>",
      "<p>If you would like a short briefing on how the targets apply to your sector, our climate and sustainability team runs free thirty-minute calls every Thursday. Write to us and we will find a time.</p>",
    ].join(""),
  },
  {
    slug: "community-tree-nurseries-gishwati",
    title: "Community tree nurseries bring new life to the hills around Gishwati",
    image: "/demo/news-tree-nurseries.jpg",
    numberOfReading: 287,
    isPublished: true,
    createdAt: new Date("2026-01-27T15:00:00+02:00"),
    newsBody: [
      "<p>On a misty morning in Rutsiro District, forty volunteers line up beside rows of seedlings in black planting bags: native species like Prunus africana and Polyscias, raised from seed over the past eight months. By lunchtime, every one of them will be in the ground on a slope that washed away in last year's rains.</p>",
      "<p>The nurseries are part of a conservation programme our environmental team supports on the edges of the Gishwati-Mukura landscape, where forest has been returning since the area became a national park. The aim is simple: connect forest fragments with corridors of native trees, and give nearby families a reason and an income to look after them.</p>",
      "<h2>Trees that pay their way</h2>",
      "<p>Alongside native species, the nurseries grow fruit trees, fodder shrubs and bamboo that households can plant on their own land. Women's groups manage most of the nurseries and sell surplus seedlings to district projects, which keeps the work going between donor grants.</p>",
      "<p>Survival rates matter more than planting numbers, so every site is checked after three, six and twelve months. So far, roughly four in five seedlings planted last season are still standing, well above what the group expected.</p>",
      "<p>Visitors on our western Rwanda tours can now spend a morning at one of the nurseries. Planting a tree with the people who will care for it is a small act, but many guests tell us it is the moment they remember most.</p>",
    ].join(""),
  },
  {
    slug: "gorilla-trekking-2027-season-now-open",
    title: "Gorilla trekking 2027: bookings for the new season are open",
    image: "/demo/news-gorilla-season.jpg",
    numberOfReading: 936,
    isPublished: true,
    createdAt: new Date("2026-03-19T08:00:00+02:00"),
    newsBody: [
      "<p>Good news for anyone dreaming of the Virunga volcanoes: we are now taking bookings for gorilla trekking throughout 2027, including the busy months of July and August when permits disappear fastest.</p>",
      "<p>Every trek includes a private driver-guide from Kigali, a night near the park so you arrive rested for the 07:00 briefing, and a packed lunch from a women's cooperative in Kinigi. Prices are quoted for the whole party, so travelling as a family or a group of friends brings the cost per person down.</p>",
      "<h2>When to go</h2>",
      "<p>The long dry season from June to September offers the firmest trails, while the green months of March to May and November bring fewer visitors, lush forest and some of the best photography light. Gorillas can be visited all year round, and no two treks are alike.</p>",
      "<h2>Combine and save</h2>",
      "<ul><li>Add the Musanze Caves and twin lakes the day before your trek.</li><li>Follow the gorillas with a safari in Akagera for a true mountains-to-savanna journey.</li><li>Finish by the water with a kayak trip on Lake Kivu.</li></ul>",
      "<p>Permits are confirmed in the order requests are paid, so if your dates are fixed, do not wait. Our team is happy to suggest the best days and help with flights through our air-ticket desk.</p>",
    ].join(""),
  },
  {
    slug: "interpreters-bridge-six-languages-at-regional-summit",
    title: "Our interpreters bridged six languages at a regional health summit",
    image: "/demo/news-interpretation.jpg",
    numberOfReading: 198,
    isPublished: true,
    createdAt: new Date("2026-04-24T17:20:00+02:00"),
    newsBody: [
      "<p>For three days in April, twelve interpreters from our language services team worked in soundproof booths at the back of a Kigali conference hall, turning the words of ministers, researchers and community health workers into English, French, Kinyarwanda, Swahili, Portuguese and Arabic in real time.</p>",
      "<p>Simultaneous interpreting is demanding work. Interpreters rotate every thirty minutes to stay sharp, and preparation starts weeks before the event with glossaries of technical terms, speaker biographies and the slides that presenters are willing to share in advance.</p>",
      "<h2>More than words</h2>",
      "<p>A good interpreter carries tone as well as meaning: the humour of a keynote speaker, the urgency of a nurse describing a rural clinic, the careful phrasing of a policy announcement. Several delegates told us they forgot they were listening through headsets at all, which is the highest praise we could ask for.</p>",
      "<p>Behind the booths, our technicians managed more than four hundred receivers and a multi-channel system so that every participant could pick their language with a simple dial.</p>",
      "<p>Planning a conference, workshop or high-level meeting? We provide interpreters, equipment and written translation of reports and presentations, before, during and after the event.</p>",
    ].join(""),
  },
  {
    slug: "green-finance-workshop-for-small-businesses",
    title: "Green finance for small businesses: lessons from our Kigali workshop",
    image: "/demo/news-green-finance.jpg",
    numberOfReading: 341,
    isPublished: true,
    createdAt: new Date("2026-06-09T12:45:00+02:00"),
    newsBody: [
      "<p>Fifty-three entrepreneurs, from a solar kiosk owner in Bugesera to a furniture maker using reclaimed wood in Gikondo, joined our one-day workshop on green finance in June. Their question was the same: how does a small business actually get access to the climate money everyone talks about?</p>",
      "<h2>The money exists, the paperwork is the barrier</h2>",
      "<p>Banks and funds in Rwanda now offer credit lines and guarantees for energy efficiency, clean cooking, waste recycling and climate-smart agriculture. But applications ask for things most small firms have never prepared: emissions estimates, environmental and social safeguards, and a clear story of how the project reduces risk.</p>",
      "<p>In small groups, participants built a one-page climate case for their own business, then pitched it to a panel of loan officers. The feedback was practical and kind, and several participants left with appointments for follow-up meetings.</p>",
      "<ul><li>Keep energy and fuel bills: they are your baseline.</li><li>Show who benefits, including women and young employees.</li><li>Start with a modest loan and build a track record.</li></ul>",
      "<p>We will run the workshop again in Musanze and Rubavu later this year. Subscribe to our newsletter to be the first to hear when registration opens.</p>",
    ].join(""),
  },
  {
    slug: "community-based-tourism-homestays-lake-kivu",
    title: "Sleeping with a view: new community homestays on Lake Kivu",
    image: "/demo/news-homestays.jpg",
    numberOfReading: 264,
    isPublished: true,
    createdAt: new Date("2026-07-15T10:10:00+02:00"),
    newsBody: [
      "<p>Six families in a fishing village south of Karongi have opened their homes to travellers, and we are delighted to add their homestays to our Lake Kivu and Congo-Nile Trail itineraries from this season.</p>",
      "<p>Each home has a private guest room with a comfortable bed, a mosquito net and, in most cases, a view straight down the hill to the water. Meals are cooked with the family, usually sambaza fried fresh from the lake, beans, plantain and avocado from the garden.</p>",
      "<h2>How the money is shared</h2>",
      "<p>The homestays are run through a village cooperative. Families keep most of the nightly fee, a share goes into a fund that has already paid for a new water tank at the primary school, and a small part covers training in hospitality, food hygiene and first aid that we helped organise with a local vocational centre.</p>",
      "<p>For guests, the reward is time: an evening watching the fishing boats leave, a morning learning to weave a basket, and conversations that no hotel can offer.</p>",
      "<p>Homestays can be added to any western Rwanda tour for one or two nights. Ask our team when you book.</p>",
    ].join(""),
  },
  {
    slug: "solar-mini-grids-policy-study",
    title: "New study: what makes rural solar mini-grids last?",
    image: "/demo/news-solar-study.jpg",
    numberOfReading: 173,
    isPublished: true,
    createdAt: new Date("2026-09-02T09:00:00+02:00"),
    newsBody: [
      "<p>Our policy research team has published a study of twenty solar mini-grids in rural Rwanda, asking a simple question: why do some thrive for years while others struggle soon after the ribbon is cut?</p>",
      "<p>The answers have less to do with panels and batteries than with people. Mini-grids that lasted had a local operator paid on time, tariffs that customers understood, and, crucially, businesses connected from the start: maize mills, welding shops and barbers whose daytime demand made the whole system affordable.</p>",
      "<h2>Three recommendations</h2>",
      "<ul><li>Plan productive use of electricity alongside the infrastructure, not after it.</li><li>Train and retain local technicians, with a clear career path.</li><li>Publish simple performance data so communities can hold operators to account.</li></ul>",
      "<p>We presented the findings to district officials, developers and development partners in Kigali in August. The conversation that followed, frank and constructive, was exactly what research like this is for.</p>",
      "<p>The summary report is available on request in English, French and Kinyarwanda. Write to our research desk for a copy.</p>",
    ].join(""),
  },
  {
    slug: "rainy-season-outlook-for-farmers-and-travellers",
    title: "Rainy season outlook: advice for farmers and travellers",
    image: "/demo/news-rainy-season.jpg",
    numberOfReading: 226,
    isPublished: true,
    createdAt: new Date("2026-10-13T07:45:00+02:00"),
    newsBody: [
      "<p>The short rainy season has arrived across most of Rwanda, and this year's seasonal outlook points to near or above-normal rainfall in the north and west. For farmers that is welcome news, with a few precautions; for travellers it simply means packing a good rain jacket.</p>",
      "<h2>For farmers and cooperatives</h2>",
      "<p>Heavy downpours on steep hillsides wash away soil and young crops. Our climate team recommends checking terraces and drainage ditches before the heaviest weeks, planting along the contour, and keeping crop residues on the ground as mulch. Cooperatives we work with are also sharing SMS weather alerts so members can time planting and spraying.</p>",
      "<h2>For travellers</h2>",
      "<p>Rain in Rwanda usually comes as an afternoon downpour followed by clear skies, and the hills are never greener than in November. Gorilla and chimpanzee treks run as normal, trails are muddier, and lodges are quieter. We plan driving times with some extra margin and keep in touch with park staff about road conditions.</p>",
      "<p>Whatever brings you to the hills this season, stay dry and enjoy the green.</p>",
    ].join(""),
  },
  {
    slug: "restoring-kigali-urban-wetlands",
    title: "Restoring Kigali's urban wetlands",
    image: "/demo/news-wetlands.jpg",
    numberOfReading: 0,
    // Draft: not yet published, so the site can show draft handling.
    isPublished: false,
    createdAt: new Date("2026-11-18T16:00:00+02:00"),
    newsBody: [
      "<p>Kigali's valley wetlands are being turned from informal industrial zones into green parks that soak up floodwater and give residents space to breathe.</p>",
      "<p>Draft note: waiting for photos and quotes from the site visit before this goes live.</p>",
      "<p>We will look at what has worked so far, what the restored wetlands mean for biodiversity and flood risk, and how residents are using the new spaces.</p>",
      "<p>Our environmental conservation team has been advising on native planting and monitoring, and we will share early results in this article.</p>",
    ].join(""),
  },
];
