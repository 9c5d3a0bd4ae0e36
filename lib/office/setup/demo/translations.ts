import type { TranslatedKind, TranslationLocale } from "@/lib/platform/db/enums";

/**
 * French and Kinyarwanda versions of two demo tours and two demo events, written for the demo
 * without a native speaker: each is marked "needs review" in the back office.
 */
export type DemoTranslation = { kind: TranslatedKind; slug: string; locale: TranslationLocale; fields: Record<string, unknown> };

const KIVU = "lake-kivu-kayak-and-islands";
const NYUNGWE = "nyungwe-canopy-walk-and-chimpanzee-tracking";
const CAREERS = "green-careers-open-day-2027";
const FORUM = "east-africa-sustainable-tourism-forum-2027";

export const demoTranslations: DemoTranslation[] = [
  {
    kind: "tour",
    slug: KIVU,
    locale: "fr",
    fields: {
      title: "Kayak et îles du lac Kivu",
      toursBody: [
        "<p>Le lac Kivu s'étire le long de la frontière ouest du Rwanda comme un long fjord bleu, ses rives découpées en baies et en caps, son eau parsemée de petites îles vertes. Rien ne vaut un kayak pour le découvrir au ras de l'eau, avec pour seul bruit celui de la pagaie.</p>",
        "<h2>Une aventure en douceur</h2>",
        "<p>Les parcours sont choisis pour les matinées calmes et les criques abritées : débutants et familles sont les bienvenus. Votre guide vous montre les martins-pêcheurs pies, les cormorans qui sèchent leurs ailes et les champs en terrasses qui montent tout droit depuis l'eau.</p>",
        "<p>Le soir appartient aux pêcheurs du lac, dont les barques liées par trois glissent hors des baies au coucher du soleil. Leurs chants portent loin sur l'eau.</p>",
      ].join(""),
      itenerary: [
        {
          day: "Jour 1",
          title: "Vers les rives de Karongi",
          body: "Route vers l'ouest à travers les collines jusqu'à Karongi, puis sortie en kayak l'après-midi le long d'une rive tranquille, avec une pause baignade. Le soir, les pêcheurs quittent la baie en chantant au rythme des rames.",
        },
        {
          day: "Jour 2",
          title: "Îles, roussettes et retour",
          body: "Pagaie matinale et courte traversée en bateau jusqu'à l'île Napoléon, où vivent des milliers de roussettes, puis pique-nique sur l'île Amahoro. Retour à Kigali en début de soirée.",
        },
      ],
      includes: [
        "Kayak, pagaie, gilet de sauvetage et sac étanche",
        "Guide de kayak diplômé sur l'eau",
        "Une nuit en maison d'hôtes au bord du lac, dîner et petit-déjeuner compris",
        "Transfert en bateau vers les îles Napoléon et Amahoro",
        "Transport aller-retour depuis Kigali",
      ],
      excludes: ["Déjeuner du deuxième jour", "Boissons", "Pourboires", "Assurance voyage"],
      tips: [
        "Aucune expérience n'est nécessaire : les guides vous apprennent d'abord en eau calme",
        "Prenez un maillot : le lac Kivu est sans bilharziose et idéal pour la baignade",
        "Restez éveillé pour le chant des pêcheurs qui partent sur leurs barques à trois coques",
      ],
    },
  },
  {
    kind: "tour",
    slug: KIVU,
    locale: "rw",
    fields: {
      title: "Gutwara ubwato buto n'ibirwa by'ikiyaga cya Kivu",
      toursBody: [
        "<p>Ikiyaga cya Kivu kirambuye ku mupaka w'iburengerazuba bw'u Rwanda, inkombe zacyo zigizwe n'imigezi n'imisozi, amazi yacyo arimo ibirwa bito by'icyatsi. Nta buryo bwiza bwo kukimenya nko kugitembereramo mu bwato buto, wumva gusa ijwi ry'ingashya.</p>",
        "<h2>Urugendo rworoshye</h2>",
        "<p>Inzira zatoranyijwe ku bw'ibitondo bituje n'imigezi itekanye, ku buryo abatangizi n'imiryango bakirwa neza. Umuyobozi wawe akwereka inyoni n'imirima y'amaterasi izamuka ivuye ku mazi.</p>",
      ].join(""),
      itenerary: [
        {
          day: "Umunsi wa 1",
          title: "Kugera ku nkombe za Karongi",
          body: "Tugenda mu burengerazuba tugera i Karongi, nyuma ya saa sita tugatembera mu bwato ku nkombe ituje. Nimugoroba, abarobyi basohoka baririmba.",
        },
        {
          day: "Umunsi wa 2",
          title: "Ibirwa, ibinyamanza no gutaha",
          body: "Tugera ku kirwa cya Napoleon gituwe n'ibihumbi by'ibinyamanza, hanyuma tugasangirira ku kirwa cya Amahoro. Tugaruka i Kigali nimugoroba.",
        },
      ],
      includes: [
        "Ubwato buto, ingashya, ikoti ryo kureremba n'umufuka utinjirwamo n'amazi",
        "Umuyobozi w'inzobere mu mazi",
        "Ijoro rimwe ku nkombe y'ikiyaga n'amafunguro",
      ],
      excludes: ["Ifunguro rya saa sita ku munsi wa kabiri", "Ibinyobwa", "Ubwishingizi bw'urugendo"],
      tips: ["Nta bumenyi bwihariye bukenewe: abayobozi babanza kukwigisha mu mazi atuje", "Zana imyenda yo koga: ikiyaga cya Kivu ni cyiza cyo kogamo"],
    },
  },
  {
    kind: "tour",
    slug: NYUNGWE,
    locale: "fr",
    fields: {
      title: "Passerelle de la canopée et pistage des chimpanzés à Nyungwe",
      toursBody: [
        "<p>Nyungwe est l'une des plus anciennes forêts de montagne d'Afrique, un immense toit vert posé sur les crêtes qui séparent les bassins du Congo et du Nil. Chaque matin, la brume remplit ses vallées et la forêt résonne de chants d'oiseaux et de cris de singes.</p>",
        "<h2>Sous et au-dessus de la forêt</h2>",
        "<p>À pied, vous suivez les pisteurs sur les crêtes pour trouver une communauté de chimpanzés dans les figuiers. Depuis la passerelle, vous voyez la forêt comme les oiseaux, au-dessus des fougères arborescentes et des grands acajous.</p>",
      ].join(""),
      itenerary: [
        {
          day: "Jour 1",
          title: "À travers le pays jusqu'à la forêt",
          body: "Route vers le sud par Muhanga et Huye, avec arrêt possible au Musée ethnographique, puis montée dans le vert profond de Nyungwe. Nuit près de Gisakura.",
        },
        {
          day: "Jour 2",
          title: "Chimpanzés à l'aube, canopée l'après-midi",
          body: "Départ avant le lever du soleil avec les pisteurs. Après le déjeuner, marche sur la passerelle suspendue au-dessus d'un ravin.",
        },
        {
          day: "Jour 3",
          title: "Plantations de thé et retour",
          body: "Promenade dans le domaine de thé de Gisakura, puis retour à Kigali en fin d'après-midi.",
        },
      ],
      includes: [
        "Permis de pistage des chimpanzés et de la passerelle",
        "Deux nuits en pension complète en lisière de forêt",
        "Véhicule privé et chauffeur-guide",
        "Visite guidée du domaine de thé de Gisakura",
      ],
      excludes: ["Vols et visas", "Pourboires des guides et pisteurs", "Boissons alcoolisées", "Assurance voyage"],
      tips: [
        "Les sentiers glissent après la pluie : une bonne adhérence compte plus que la vitesse",
        "Des jumelles rendent les oiseaux et les colobes bien plus intéressants",
      ],
    },
  },
  {
    kind: "event",
    slug: CAREERS,
    locale: "fr",
    fields: {
      title: "Journée portes ouvertes des métiers verts 2027",
      place: "Jardins de la bibliothèque publique de Kigali, Kacyiru",
      description: [
        "<p>Une carrière dans la conservation, le climat ou le tourisme durable vous tente ? Passez un samedi avec celles et ceux qui en vivent. L'entrée est libre, ouverte aux étudiants, aux jeunes diplômés et à toute personne qui pense à changer de voie.</p>",
        "<h2>Au programme</h2>",
        "<ul><li>Courtes interventions de rangers, d'analystes du climat, de guides et d'interprètes</li><li>Ateliers CV et entretiens blancs avec nos consultants</li><li>Un coin plantation d'arbres et une dégustation de café rwandais</li></ul>",
      ].join(""),
      policy: "",
    },
  },
  {
    kind: "event",
    slug: CAREERS,
    locale: "rw",
    fields: {
      title: "Umunsi w'imirimo irengera ibidukikije 2027",
      place: "Ubusitani bw'Isomero Rusange rya Kigali, Kacyiru",
      description: [
        "<p>Urifuza umwuga wo kurengera ibidukikije, guhangana n'imihindagurikire y'ibihe cyangwa ubukerarugendo burambye? Mwifatanye n'ababikora buri munsi ku wa Gatandatu. Kwinjira ni ubuntu, kuri bose.</p>",
        "<h2>Ibiteganyijwe</h2>",
        "<ul><li>Ibiganiro bigufi by'abarinzi ba pariki, abasesenguzi b'ikirere n'abayobozi b'ubukerarugendo</li><li>Ubufasha mu gutegura CV no kwitoza ibazwa ry'akazi</li><li>Gutera ibiti no gusogongera ikawa y'u Rwanda</li></ul>",
      ].join(""),
      policy: "",
    },
  },
  {
    kind: "event",
    slug: FORUM,
    locale: "fr",
    fields: {
      title: "Forum est-africain du tourisme durable 2027",
      place: "Kinigi, district de Musanze",
      description: [
        "<p>Au pied des volcans Virunga, voyagistes, propriétaires de lodges, gestionnaires de parcs, responsables communautaires et décideurs se réunissent pour une question : comment le tourisme peut-il croître en laissant forêts, faune et communautés en meilleur état ?</p>",
        "<h2>Thèmes</h2>",
        "<ul><li>Partage des revenus avec les communautés riveraines des aires protégées</li><li>Mesurer et réduire l'empreinte carbone d'un safari</li><li>Un tourisme communautaire qui dure au-delà de la première subvention</li></ul>",
        "<p>Le troisième matin est consacré à des visites de projets communautaires. L'interprétation anglais-français est assurée à chaque plénière.</p>",
      ].join(""),
      policy: "",
    },
  },
  {
    kind: "tour",
    slug: NYUNGWE,
    locale: "rw",
    fields: {
      title: "Gutembera hejuru y'ishyamba rya Nyungwe no gusura impundu",
      toursBody: [
        "<p>Nyungwe ni rimwe mu mashyamba ya kera cyane yo mu misozi miremire ya Afurika, igisenge kinini cy'icyatsi gitwikiriye imisozi itandukanya ibibaya bya Kongo na Nili. Buri gitondo igihu cyuzura mu mibande, ishyamba rikumvikanamo indirimbo z'inyoni n'amajwi y'inkima.</p>",
        "<p>N'amaguru, ukurikira abakurikirana inzira ushaka umuryango w'impundu. Uhereye ku kiraro kiri hejuru y'ibiti, ureba ishyamba nk'uko inyoni zirireba.</p>",
      ].join(""),
      itenerary: [
        { day: "Umunsi wa 1", title: "Kwambuka igihugu ugana mu ishyamba", body: "Tunyura i Muhanga n'i Huye, tukagera i Nyungwe. Turara hafi ya Gisakura." },
        {
          day: "Umunsi wa 2",
          title: "Impundu mu museke, ikiraro nyuma ya saa sita",
          body: "Duhaguruka mbere y'izuba turi kumwe n'abakurikirana inzira. Nyuma ya saa sita, tugenda ku kiraro kiri hejuru y'ibiti.",
        },
        { day: "Umunsi wa 3", title: "Imirima y'icyayi n'urugendo rwo gutaha", body: "Dusura uruganda rw'icyayi rwa Gisakura, tukagera i Kigali nimugoroba." },
      ],
      includes: ["Impushya zo gusura impundu n'ikiraro", "Amajoro abiri n'amafunguro yose", "Imodoka yihariye n'umushoferi-muyobozi"],
      excludes: ["Amatike y'indege na viza", "Ishimwe ry'abayobozi", "Ubwishingizi bw'urugendo"],
      tips: ["Inzira ziranyerera nyuma y'imvura: inkweto zifata neza ni ingenzi"],
    },
  },
  {
    kind: "event",
    slug: FORUM,
    locale: "rw",
    fields: {
      title: "Ihuriro ry'Afurika y'Iburasirazuba ku bukerarugendo burambye 2027",
      place: "Kinigi, Akarere ka Musanze",
      description: [
        "<p>Munsi y'Ibirunga, abakora ingendo z'ubukerarugendo, ba nyir'amacumbi, abayobozi ba pariki, abayobozi b'abaturage n'abafata ibyemezo bahurira hamwe kugira ngo barebe uko ubukerarugendo bwakura bugasiga amashyamba, inyamaswa n'abaturage bameze neza kurushaho.</p>",
        "<p>Igitondo cya gatatu kigenewe gusura imishinga y'abaturage hafi ya Pariki y'Igihugu y'Ibirunga.</p>",
      ].join(""),
      policy: "",
    },
  },
];
