import type { TranslatedKind, TranslationLocale } from "@/lib/platform/db/enums";

/**
 * French and Kinyarwanda versions of two demo tours and two demo events, written for the demo
 * without a native speaker: each is marked "needs review" in the back office.
 */
export type DemoTranslation = { kind: TranslatedKind; slug: string; locale: TranslationLocale; fields: Record<string, unknown> };

const GORILLA = "gorilla-trekking-volcanoes-national-park";
const NYUNGWE = "nyungwe-canopy-walk-and-chimpanzee-tracking";
const CAREERS = "green-careers-open-day-2027";
const FORUM = "east-africa-sustainable-tourism-forum-2027";

export const demoTranslations: DemoTranslation[] = [
  {
    kind: "tour",
    slug: GORILLA,
    locale: "fr",
    fields: {
      title: "Trek des gorilles au parc national des Volcans",
      toursBody: [
        "<p>Dans la bambouseraie, juste avant la rencontre, tout se tait : les pisteurs s'arrêtent, le ranger lève la main, et plus loin une branche plie sous le poids d'un dos argenté. Ce voyage de deux jours est construit autour de cet instant, avec le temps et le calme pour le vivre pleinement.</p>",
        "<h2>Pourquoi voyager avec Ikaze</h2>",
        "<p>Nos chauffeurs-guides connaissent le massif des Virunga depuis des années : les lodges qui allument le feu avant votre retour, les familles qui vivent haut sur les pentes, et comment choisir un groupe adapté à votre forme le matin du trek.</p>",
        "<h2>Bon à savoir</h2>",
        "<ul><li>Âge minimum pour le trek : 15 ans.</li><li>Les permis sont limités et partent des mois à l'avance de juin à septembre.</li><li>Si vous êtes enrhumé, ne partez pas en trek : c'est pour protéger les gorilles.</li></ul>",
      ].join(""),
      itenerary: [
        {
          day: "Jour 1",
          title: "De Kigali au pied des volcans Virunga",
          body: "Départ de Kigali avant les embouteillages, route vers le nord à travers les collines en terrasses. Pause café à Musanze, puis installation au lodge près de Kinigi, où votre guide vous explique la journée du lendemain autour d'un dîner au coin du feu.",
        },
        {
          day: "Jour 2",
          title: "Une heure avec une famille de gorilles",
          body: "À 7 h, briefing des rangers au siège du parc et attribution d'une famille habituée. La marche dure d'une à cinq heures entre champs, bambous et forêt. Une fois le groupe trouvé, vous passez une heure inoubliable à l'observer, puis retour à Kigali après un déjeuner tardif.",
        },
      ],
      includes: [
        "Un permis de trek des gorilles par voyageur",
        "4x4 privé avec chauffeur-guide anglophone ou francophone",
        "Une nuit en lodge près de Kinigi, dîner et petit-déjeuner compris",
        "Eau en bouteille, panier-repas et bâton de marche",
        "Prise en charge et retour à votre hôtel de Kigali ou à l'aéroport",
      ],
      excludes: [
        "Vols internationaux et frais de visa",
        "Porteurs et pourboires des rangers et pisteurs",
        "Boissons au lodge et blanchisserie",
        "Assurance voyage",
      ],
      tips: [
        "Portez des chaussures de marche déjà faites et un pantalon long glissé dans les chaussettes",
        "Prenez des gants de jardinage : les orties des pentes de bambous piquent à travers un tissu fin",
        "Parlez bas et restez à sept mètres, sauf indication du ranger",
        "Engagez un porteur au départ du sentier : c'est un revenu précieux pour les familles voisines du parc",
      ],
    },
  },
  {
    kind: "tour",
    slug: GORILLA,
    locale: "rw",
    fields: {
      title: "Gusura ingagi muri Pariki y'Igihugu y'Ibirunga",
      toursBody: [
        "<p>Mu ishyamba ry'imigano, mbere gato yo guhura n'umuryango w'ingagi, byose biraceceka: abakurikirana inzira barahagarara, umuyobozi azamura ukuboko, maze imbere gato ishami rikunama munsi y'uburemere bw'ingagi y'ingabo. Uru rugendo rw'iminsi ibiri rwubakiye kuri ako kanya.</p>",
        "<h2>Impamvu wagendana na Ikaze</h2>",
        "<p>Abashoferi n'abayobozi bacu bamaze imyaka bajyana abashyitsi mu Birunga. Bazi amacumbi ashyushya inzu mbere y'uko ugaruka, n'uburyo bwo guhitamo itsinda rijyanye n'imbaraga zawe.</p>",
        "<h2>Ibyo ukwiye kumenya</h2>",
        "<ul><li>Imyaka yo hasi yo gusura ingagi ni 15.</li><li>Impushya ni nke kandi zishira kare hagati ya Kamena na Nzeri.</li><li>Niba urwaye ibicurane, ntugende: ni ukurinda ingagi.</li></ul>",
      ].join(""),
      itenerary: [
        {
          day: "Umunsi wa 1",
          title: "Kuva i Kigali ugera munsi y'Ibirunga",
          body: "Duhaguruka i Kigali kare, tukazamuka mu majyaruguru tunyuze mu misozi y'amaterasi. Tunywa ikawa i Musanze, hanyuma ukaruhukira mu icumbi hafi ya Kinigi, aho umuyobozi wawe agusobanurira uko ejo bizagenda.",
        },
        {
          day: "Umunsi wa 2",
          title: "Isaha imwe hamwe n'umuryango w'ingagi",
          body: "Saa moya za mu gitondo, abayobozi ba pariki baraguha amabwiriza bakakwereka umuryango w'ingagi uzasura. Urugendo rushobora kumara hagati y'isaha imwe n'amasaha atanu. Nyuma y'isaha imwe uri kumwe n'ingagi, tugaruka i Kigali.",
        },
      ],
      includes: [
        "Uruhushya rwo gusura ingagi kuri buri mugenzi",
        "Imodoka yihariye n'umushoferi-muyobozi",
        "Ijoro rimwe mu icumbi hafi ya Kinigi, ifunguro rya nimugoroba n'irya mu gitondo",
      ],
      excludes: ["Amatike y'indege na viza", "Amafaranga y'abatwara imizigo n'ishimwe ry'abayobozi", "Ubwishingizi bw'urugendo"],
      tips: ["Ambara inkweto zo kugenda mu misozi n'ipantalo ndende", "Vuga buhoro kandi uhagarare muri metero zirindwi uvuye ku ngagi"],
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
