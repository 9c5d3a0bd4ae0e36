/** The questions on /faq, in two sections (spec §2.1). Answers are plain paragraphs; fr.ts and rw.ts say the same. */
export type FaqEntry = { question: string; answer: string[] };
export type FaqSection = { id: string; title: string; intro: string; entries: FaqEntry[] };

export const COVID_TEST_PRICE_USD = 50;
export const COVID_TEST_VALIDITY_HOURS = 120;

export const faqSections: FaqSection[] = [
  {
    id: "tourism",
    title: "Questions about tourism",
    intro: "Planning a trip to Rwanda with us: permits, prices, seasons and what to pack.",
    entries: [
      {
        question: "Do I need a visa to visit Rwanda?",
        answer: [
          "Citizens of many countries can get a visa on arrival at Kigali International Airport or at land borders, and citizens of the African Union, the Commonwealth and La Francophonie are usually exempt for short stays.",
          "Rules change from time to time, so check the official Irembo portal before you travel. We are happy to confirm what applies to your passport when you book.",
        ],
      },
      {
        question: "How far ahead should I book gorilla trekking?",
        answer: [
          "Permits are limited to a small number of visitors per gorilla family each day. For June to September and the December holidays, book four to six months ahead; in the green seasons a few weeks is often enough.",
        ],
      },
      {
        question: "How do your tour prices work?",
        answer: [
          "Each tour shows a price for a party of one to five travellers. The price is the total for the whole party, so the share per person goes down as your group grows. A party size without a price is not offered for that tour.",
          'Prices are in US dollars and include what is listed under "Includes" on the tour page; anything under "Excludes" is paid separately.',
        ],
      },
      {
        question: "When is the best time to visit?",
        answer: [
          "The long dry season from June to September and the short dry season from mid-December to February are the easiest for trekking and game drives. The green seasons bring fewer visitors, lush scenery and lower lodge rates, with rain usually in the afternoon.",
        ],
      },
      {
        question: "What should I pack?",
        answer: [
          "Sturdy walking boots, long trousers and sleeves, a light rain jacket, a warm layer for the mountains, sunscreen, insect repellent and a reusable water bottle. Plastic bags are banned in Rwanda, so leave them at home.",
        ],
      },
      {
        question: "Can I change or cancel a booking?",
        answer: [
          "Write to us as soon as your plans change. Most lodges and activities can be moved to new dates; park permits follow the rules of the Rwanda Development Board, which may charge a fee for changes. We confirm the exact conditions in writing before you pay.",
        ],
      },
    ],
  },
  {
    id: "covid-19",
    title: "Questions about COVID-19",
    intro: "Health requirements for travellers, testing and what to expect on the ground.",
    entries: [
      {
        question: "Do I need a COVID-19 test to leave Rwanda?",
        answer: [
          `Some airlines and destinations still ask departing travellers for a negative test. Where it is required, the test must be taken within ${COVID_TEST_VALIDITY_HOURS} hours before departure.`,
          "Check the rules of your airline and of every country on your route a week before you fly, and tell us so we can plan the test into your itinerary.",
        ],
      },
      {
        question: "How much does a COVID-19 test cost and where can I take it?",
        answer: [
          `A test for departure costs USD ${COVID_TEST_PRICE_USD}. It can be taken at approved testing sites in Kigali and in the main towns; results are sent by text message and e-mail, usually within 24 hours.`,
          `Because the result is valid within ${COVID_TEST_VALIDITY_HOURS} hours before departure, we book the test for the last full day of your tour whenever we can.`,
        ],
      },
      {
        question: "Can I visit the gorillas if I feel unwell?",
        answer: [
          "No. Gorillas can catch human respiratory illnesses, so visitors with a cough, cold, fever or other symptoms are not allowed to trek. Rangers may check your temperature at the briefing. If you fall ill before your trek, contact us and we will help you reschedule with the park.",
        ],
      },
      {
        question: "Are masks required?",
        answer: [
          "Masks are no longer required in most public places, but they are still requested when you are close to gorillas and chimpanzees. We give every trekker a fresh mask on the day.",
        ],
      },
      {
        question: "What happens if I test positive during my trip?",
        answer: [
          "Follow the advice of the health authorities and let us know at once. We will rearrange accommodation, move activities where possible and stay in touch with you and your insurer until you are ready to travel.",
        ],
      },
    ],
  },
];
