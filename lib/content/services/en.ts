/**
 * The four built-in consultancy services of spec §2.1 (ids 1 to 4, in this order). They are fixed
 * content, not database rows: /services lists them and /services/{id} shows one.
 */
export type Service = {
  id: number;
  title: string;
  /** One sentence for the cards. */
  summary: string;
  image: string;
  imageAlt: string;
  intro: string;
  /** What we do, as short headed sections. */
  sections: { heading: string; text: string }[];
  /** Typical pieces of work, shown as a list. */
  deliverables: string[];
};

export const services: Service[] = [
  {
    id: 1,
    title: "Climate and sustainability consulting",
    summary: "Practical climate strategies, risk screening and reporting for businesses, projects and public bodies.",
    image: "/site/service-climate.jpg",
    imageAlt: "Solar panels on a green hillside under a clear sky",
    intro:
      "Rwanda has set ambitious climate goals, and lenders, partners and customers now ask every organisation how it will play its part. We help you answer with a plan you can afford, measure and explain.",
    sections: [
      {
        heading: "From baseline to plan",
        text: "We start by measuring where you are: energy use, fuel, waste and the emissions they cause. From there we build a short list of measures ranked by cost and payback, so the first steps pay for the next ones.",
      },
      {
        heading: "Climate risk and adaptation",
        text: "Heavier rains and longer dry spells already affect roads, harvests and buildings. Our screening shows which sites and supply chains are exposed and which design choices make them resilient.",
      },
      {
        heading: "Reporting that builds trust",
        text: "We prepare clear sustainability reports and the climate sections of funding proposals, aligned with the frameworks investors use and written in language your team can stand behind.",
      },
    ],
    deliverables: [
      "Greenhouse-gas inventories and reduction roadmaps",
      "Climate risk screening for sites and investments",
      "Energy audits and efficiency plans",
      "Sustainability reports and climate-finance proposals",
    ],
  },
  {
    id: 2,
    title: "Environmental Conservation",
    summary: "Conservation projects that protect forests, wetlands and wildlife while creating income for the communities around them.",
    image: "/site/service-conservation.jpg",
    imageAlt: "Mist over a dense montane rainforest canopy",
    intro:
      "Rwanda's forests, wetlands and parks are its greatest natural wealth. We design and run conservation work that lasts because the people who live next to these places share in its benefits.",
    sections: [
      {
        heading: "Restoring landscapes",
        text: "We plan and supervise tree nurseries, agroforestry, erosion control and wetland restoration with local cooperatives, choosing native species and tracking survival long after planting day.",
      },
      {
        heading: "Communities first",
        text: "Conservation succeeds when it is also a livelihood. Our projects link protection with beekeeping, guiding, crafts and community tourism, and put decisions in the hands of local committees.",
      },
      {
        heading: "Assessments and monitoring",
        text: "We carry out environmental and social impact assessments and biodiversity surveys, and set up simple monitoring that rangers and community members can keep running themselves.",
      },
    ],
    deliverables: [
      "Environmental and social impact assessments",
      "Reforestation and wetland restoration programmes",
      "Biodiversity baselines and monitoring plans",
      "Community conservation and livelihood projects",
    ],
  },
  {
    id: 3,
    title: "Policy Analysis and Research",
    summary: "Evidence and analysis that help governments, donors and companies make better environmental and development decisions.",
    image: "/site/service-policy.jpg",
    imageAlt: "Terraced hills seen from above, like lines on a chart",
    intro:
      "Good policy needs good evidence. Our researchers combine field work, data analysis and a close knowledge of Rwanda's institutions to tell you what works, what does not, and why.",
    sections: [
      {
        heading: "Research you can use",
        text: "We run household and business surveys, interviews and focus groups across the country, and turn the results into clear findings and recommendations rather than thick reports nobody reads.",
      },
      {
        heading: "Policy and programme reviews",
        text: "We review strategies, laws and programmes in energy, climate, land, tourism and the environment, comparing them with regional practice and showing where small changes would have large effects.",
      },
      {
        heading: "Briefings and dialogue",
        text: "We prepare policy briefs and facilitate workshops that bring ministries, the private sector and civil society around one table, with interpretation when the room needs it.",
      },
    ],
    deliverables: [
      "Baseline, mid-term and final evaluations",
      "Policy briefs and sector studies",
      "Surveys, data collection and analysis",
      "Stakeholder consultations and validation workshops",
    ],
  },
  {
    id: 4,
    title: "Interpretation and Translation",
    summary: "Conference interpreting and certified translation in Kinyarwanda, English, French and Swahili.",
    image: "/site/service-interpretation.jpg",
    imageAlt: "A conference hall prepared for a multilingual meeting",
    intro:
      "Meetings across East Africa happen in several languages at once. Our interpreters and translators make sure every participant is heard and every document says exactly what it should.",
    sections: [
      {
        heading: "Conference interpreting",
        text: "Simultaneous and consecutive interpreting for summits, workshops, field visits and board meetings, with booths and equipment arranged for you when needed.",
      },
      {
        heading: "Translation",
        text: "Reports, contracts, policies, websites and certificates translated by specialists in climate, health, finance and law, with a second linguist checking every delivery.",
      },
      {
        heading: "Terminology that stays consistent",
        text: "For long programmes we build shared glossaries so that a technical term reads the same in every language and every document, from the first workshop to the final report.",
      },
    ],
    deliverables: [
      "Simultaneous and consecutive interpreting",
      "Certified document translation",
      "Interpreting equipment and booths",
      "Glossaries and multilingual editing",
    ],
  },
];
