import { COVID_TEST_PRICE_USD, COVID_TEST_VALIDITY_HOURS, type FaqSection } from "./en";

/** The questions of /fr/faq: the English ones, written in French (to be reviewed by a native speaker). */
export const faqSectionsFr: FaqSection[] = [
  {
    id: "tourism",
    title: "Questions sur le tourisme",
    intro: "Préparer un voyage au Rwanda avec nous : permis, prix, saisons et bagages.",
    entries: [
      {
        question: "Ai-je besoin d’un visa pour le Rwanda ?",
        answer: [
          "Les ressortissants de nombreux pays obtiennent un visa à l’arrivée, à l’aéroport international de Kigali ou aux frontières terrestres ; ceux de l’Union africaine, du Commonwealth et de la Francophonie en sont en général dispensés pour un court séjour.",
          "Les règles changent de temps en temps : vérifiez sur le portail officiel Irembo avant de partir. Nous vous confirmons volontiers ce qui vaut pour votre passeport au moment de la réservation.",
        ],
      },
      {
        question: "Combien de temps à l’avance réserver la rencontre avec les gorilles ?",
        answer: [
          "Chaque famille de gorilles ne reçoit que quelques visiteurs par jour. De juin à septembre et pendant les fêtes de fin d’année, réservez quatre à six mois à l’avance ; en saison verte, quelques semaines suffisent souvent.",
        ],
      },
      {
        question: "Comment fonctionnent vos prix ?",
        answer: [
          "Chaque circuit affiche un prix pour un groupe d’une à cinq personnes. C’est le prix total du groupe : la part de chacun baisse quand le groupe grandit. Une taille de groupe sans prix n’est pas proposée pour ce circuit.",
          "Les prix sont en dollars américains et comprennent ce qui figure sous « Inclus » sur la page du circuit ; ce qui figure sous « Non inclus » se paie à part.",
        ],
      },
      {
        question: "Quelle est la meilleure période pour venir ?",
        answer: [
          "La grande saison sèche, de juin à septembre, et la petite, de mi-décembre à février, sont les plus faciles pour la marche en forêt et les safaris. Les saisons vertes offrent moins de monde, des paysages luxuriants et des lodges moins chers, avec une pluie qui tombe surtout l’après-midi.",
        ],
      },
      {
        question: "Que dois-je emporter ?",
        answer: [
          "De bonnes chaussures de marche, un pantalon et des manches longues, une veste de pluie légère, un vêtement chaud pour la montagne, de la crème solaire, un anti-moustique et une gourde. Les sacs plastique sont interdits au Rwanda : laissez-les chez vous.",
        ],
      },
      {
        question: "Puis-je modifier ou annuler une réservation ?",
        answer: [
          "Écrivez-nous dès que vos projets changent. La plupart des lodges et des activités peuvent être déplacés ; les permis des parcs suivent les règles du Rwanda Development Board, qui peut facturer un changement. Nous vous confirmons les conditions exactes par écrit avant tout paiement.",
        ],
      },
    ],
  },
  {
    id: "covid-19",
    title: "Questions sur la COVID-19",
    intro: "Exigences sanitaires, tests et ce qui vous attend sur place.",
    entries: [
      {
        question: "Faut-il un test COVID-19 pour quitter le Rwanda ?",
        answer: [
          `Certaines compagnies aériennes et certains pays demandent encore un test négatif au départ. Quand il est exigé, il doit être fait dans les ${COVID_TEST_VALIDITY_HOURS} heures précédant le départ.`,
          "Vérifiez les règles de votre compagnie et de chaque pays de votre trajet une semaine avant le vol, et prévenez-nous pour que nous placions le test dans votre programme.",
        ],
      },
      {
        question: "Combien coûte un test COVID-19 et où le faire ?",
        answer: [
          `Un test de départ coûte ${COVID_TEST_PRICE_USD} USD. Il se fait dans les centres agréés de Kigali et des principales villes ; le résultat arrive par SMS et par e-mail, en général sous 24 heures.`,
          `Comme le résultat vaut pour les ${COVID_TEST_VALIDITY_HOURS} heures précédant le départ, nous plaçons le test le dernier jour complet de votre circuit chaque fois que possible.`,
        ],
      },
      {
        question: "Puis-je voir les gorilles si je ne me sens pas bien ?",
        answer: [
          "Non. Les gorilles peuvent attraper nos maladies respiratoires : un visiteur qui tousse, est enrhumé ou a de la fièvre ne peut pas partir en marche. Les rangers peuvent prendre votre température au briefing. Si vous tombez malade avant la marche, prévenez-nous et nous reportons la visite avec le parc.",
        ],
      },
      {
        question: "Le masque est-il obligatoire ?",
        answer: [
          "Le masque n’est plus exigé dans la plupart des lieux publics, mais il est demandé près des gorilles et des chimpanzés. Nous donnons un masque neuf à chaque marcheur le jour même.",
        ],
      },
      {
        question: "Que se passe-t-il si je suis testé positif pendant le voyage ?",
        answer: [
          "Suivez les consignes des autorités sanitaires et prévenez-nous tout de suite. Nous réorganisons l’hébergement, déplaçons les activités quand c’est possible et restons en contact avec vous et votre assureur jusqu’à ce que vous puissiez voyager.",
        ],
      },
    ],
  },
];
