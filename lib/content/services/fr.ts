import { services, type Service } from "./en";

const picture = (id: number) => services.find((s) => s.id === id)!.image;

/** The four services of /fr/services: the English ones, written in French (to be reviewed by a native speaker). */
export const servicesFr: Service[] = [
  {
    id: 1,
    title: "Conseil en climat et développement durable",
    summary: "Stratégies climatiques concrètes, analyse des risques et rapports pour les entreprises, les projets et les organismes publics.",
    image: picture(1),
    imageAlt: "Panneaux solaires sur une colline verdoyante sous un ciel dégagé",
    intro:
      "Le Rwanda s’est fixé des objectifs climatiques ambitieux, et prêteurs, partenaires et clients demandent désormais à chaque organisation quelle part elle y prendra. Nous vous aidons à répondre par un plan que vous pouvez financer, mesurer et expliquer.",
    sections: [
      {
        heading: "Du bilan au plan",
        text: "Nous commençons par mesurer où vous en êtes : énergie, carburant, déchets et les émissions qu’ils causent. Nous en tirons une courte liste de mesures classées par coût et par retour sur investissement, pour que les premiers pas financent les suivants.",
      },
      {
        heading: "Risques climatiques et adaptation",
        text: "Des pluies plus fortes et des saisons sèches plus longues touchent déjà les routes, les récoltes et les bâtiments. Notre analyse montre quels sites et quelles chaînes d’approvisionnement sont exposés, et quels choix de conception les rendent résilients.",
      },
      {
        heading: "Des rapports qui inspirent confiance",
        text: "Nous préparons des rapports de durabilité clairs et les volets climat des demandes de financement, alignés sur les référentiels des investisseurs et rédigés dans une langue que votre équipe peut assumer.",
      },
    ],
    deliverables: [
      "Inventaires de gaz à effet de serre et feuilles de route de réduction",
      "Analyse des risques climatiques des sites et des investissements",
      "Audits énergétiques et plans d’efficacité",
      "Rapports de durabilité et demandes de financement climat",
    ],
  },
  {
    id: 2,
    title: "Conservation de l’environnement",
    summary: "Des projets de conservation qui protègent forêts, zones humides et faune tout en créant des revenus pour les communautés voisines.",
    image: picture(2),
    imageAlt: "Brume sur la canopée dense d’une forêt tropicale de montagne",
    intro:
      "Les forêts, les zones humides et les parcs du Rwanda sont sa plus grande richesse naturelle. Nous concevons et menons un travail de conservation qui dure, parce que ceux qui vivent à côté de ces lieux en partagent les bénéfices.",
    sections: [
      {
        heading: "Restaurer les paysages",
        text: "Nous planifions et suivons pépinières, agroforesterie, lutte contre l’érosion et restauration des zones humides avec des coopératives locales, en choisissant des espèces indigènes et en suivant la survie des plants bien après le jour de la plantation.",
      },
      {
        heading: "Les communautés d’abord",
        text: "La conservation réussit quand elle fait aussi vivre. Nos projets lient la protection à l’apiculture, au guidage, à l’artisanat et au tourisme communautaire, et confient les décisions à des comités locaux.",
      },
      {
        heading: "Études et suivi",
        text: "Nous réalisons des études d’impact environnemental et social et des inventaires de biodiversité, et mettons en place un suivi simple que les gardes et les habitants peuvent faire vivre eux-mêmes.",
      },
    ],
    deliverables: [
      "Études d’impact environnemental et social",
      "Programmes de reboisement et de restauration des zones humides",
      "États de référence de la biodiversité et plans de suivi",
      "Projets communautaires de conservation et de moyens de subsistance",
    ],
  },
  {
    id: 3,
    title: "Analyse des politiques et recherche",
    summary: "Des données et des analyses qui aident gouvernements, bailleurs et entreprises à mieux décider en matière d’environnement et de développement.",
    image: picture(3),
    imageAlt: "Collines en terrasses vues d’en haut, comme les lignes d’un graphique",
    intro:
      "Une bonne politique repose sur des données solides. Nos chercheurs allient travail de terrain, analyse de données et connaissance fine des institutions rwandaises pour vous dire ce qui marche, ce qui ne marche pas, et pourquoi.",
    sections: [
      {
        heading: "Une recherche utile",
        text: "Nous menons enquêtes auprès des ménages et des entreprises, entretiens et groupes de discussion dans tout le pays, et en tirons des constats et des recommandations clairs plutôt que d’épais rapports que personne ne lit.",
      },
      {
        heading: "Revues de politiques et de programmes",
        text: "Nous examinons stratégies, lois et programmes dans l’énergie, le climat, le foncier, le tourisme et l’environnement, les comparons aux pratiques de la région et montrons où de petits changements auraient de grands effets.",
      },
      {
        heading: "Notes et dialogue",
        text: "Nous rédigeons des notes de politique et animons des ateliers qui réunissent ministères, secteur privé et société civile autour d’une même table, avec interprétation quand la salle en a besoin.",
      },
    ],
    deliverables: [
      "Évaluations initiales, à mi-parcours et finales",
      "Notes de politique et études sectorielles",
      "Enquêtes, collecte et analyse de données",
      "Consultations des parties prenantes et ateliers de validation",
    ],
  },
  {
    id: 4,
    title: "Interprétation et traduction",
    summary: "Interprétation de conférence et traduction certifiée en kinyarwanda, anglais, français et swahili.",
    image: picture(4),
    imageAlt: "Une salle de conférence préparée pour une réunion multilingue",
    intro:
      "En Afrique de l’Est, les réunions se tiennent dans plusieurs langues à la fois. Nos interprètes et traducteurs veillent à ce que chaque participant soit entendu et que chaque document dise exactement ce qu’il doit dire.",
    sections: [
      {
        heading: "Interprétation de conférence",
        text: "Interprétation simultanée et consécutive pour les sommets, ateliers, visites de terrain et conseils d’administration, avec cabines et matériel organisés pour vous si besoin.",
      },
      {
        heading: "Traduction",
        text: "Rapports, contrats, politiques, sites web et certificats traduits par des spécialistes du climat, de la santé, de la finance et du droit, chaque livraison relue par un second linguiste.",
      },
      {
        heading: "Une terminologie cohérente",
        text: "Pour les programmes longs, nous constituons des glossaires communs afin qu’un terme technique se lise de la même façon dans chaque langue et chaque document, du premier atelier au rapport final.",
      },
    ],
    deliverables: [
      "Interprétation simultanée et consécutive",
      "Traduction certifiée de documents",
      "Matériel et cabines d’interprétation",
      "Glossaires et révision multilingue",
    ],
  },
];
