import { services, type Service } from "./en";

const picture = (id: number) => services.find((s) => s.id === id)!.image;

/** The four services of /rw/services: the English ones, written in Kinyarwanda (to be reviewed by a native speaker). */
export const servicesRw: Service[] = [
  {
    id: 1,
    title: "Ubujyanama ku mihindagurikire y’ibihe n’iterambere rirambye",
    summary: "Ingamba zifatika ku bihe by’ikirere, isuzuma ry’ingaruka na raporo ku bigo, imishinga n’inzego za Leta.",
    image: picture(1),
    imageAlt: "Imirasire y’izuba ku musozi utoshye munsi y’ijuru ryeruye",
    intro:
      "U Rwanda rwihaye intego zikomeye ku bihe by’ikirere, kandi abatanga inguzanyo, abafatanyabikorwa n’abakiriya basigaye babaza buri kigo uruhare rwacyo. Tugufasha gusubiza ufite gahunda ushobora kwishyura, gupima no gusobanura.",
    sections: [
      {
        heading: "Kuva ku isuzuma kugera kuri gahunda",
        text: "Dutangira dupima aho uri: ingufu ukoresha, lisansi, imyanda n’imyuka ihumanya bituruka kuri byo. Duhera aho tugakora urutonde rugufi rw’ingamba zikurikiranye hakurikijwe ikiguzi n’inyungu, kugira ngo intambwe za mbere zishyure izikurikira.",
      },
      {
        heading: "Ingaruka z’ibihe by’ikirere no kuzihanganira",
        text: "Imvura nyinshi n’izuba rirambye bimaze kugira ingaruka ku mihanda, ku misaruro no ku nyubako. Isuzuma ryacu rigaragaza ahantu n’iminyururu y’ibicuruzwa biri mu kaga, n’amahitamo atuma bihangana.",
      },
      {
        heading: "Raporo zubaka icyizere",
        text: "Dutegura raporo zisobanutse ku iterambere rirambye n’ibice bijyanye n’ibihe by’ikirere by’imishinga isaba inkunga, bihuje n’amabwiriza abashoramari bakoresha kandi byanditse mu rurimi itsinda ryawe rishobora gushyigikira.",
      },
    ],
    deliverables: [
      "Ibarura ry’imyuka ihumanya n’igishushanyo cyo kuyigabanya",
      "Isuzuma ry’ingaruka z’ibihe by’ikirere ku hantu no ku ishoramari",
      "Igenzura ry’ingufu na gahunda zo kuzikoresha neza",
      "Raporo z’iterambere rirambye n’imishinga isaba imari y’ibihe by’ikirere",
    ],
  },
  {
    id: 2,
    title: "Kubungabunga ibidukikije",
    summary: "Imishinga yo kubungabunga ibidukikije irinda amashyamba, ibishanga n’inyamaswa, igaha abaturage babituriye inyungu.",
    image: picture(2),
    imageAlt: "Igihu hejuru y’ishyamba ry’inzitane ryo mu misozi",
    intro:
      "Amashyamba, ibishanga na pariki by’u Rwanda ni ubukungu bwarwo kamere buruta ubundi. Dutegura kandi tugashyira mu bikorwa imirimo yo kubibungabunga iramba, kuko abantu babituriye basangira inyungu zabyo.",
    sections: [
      {
        heading: "Gusubiranya ubutaka",
        text: "Dutegura kandi tugakurikirana pepiniyeri, ubuhinzi buvanze n’amashyamba, kurwanya isuri no gusubiranya ibishanga hamwe n’amakoperative yo mu gace, duhitamo ibiti gakondo kandi dukurikirana uko bikura na nyuma y’umunsi byatewe.",
      },
      {
        heading: "Abaturage mbere na mbere",
        text: "Kubungabunga ibidukikije bigerwaho iyo binatunga abantu. Imishinga yacu ihuza kurinda ibidukikije n’ubuvumvu, kuyobora ba mukerarugendo, ubukorikori n’ubukerarugendo bushingiye ku baturage, kandi ibyemezo bigafatwa na komite zo mu gace.",
      },
      {
        heading: "Isuzuma n’ikurikirana",
        text: "Dukora isuzuma ry’ingaruka ku bidukikije no ku mibereho n’ibarura ry’urusobe rw’ibinyabuzima, kandi dushyiraho uburyo bworoshye bwo gukurikirana abarinzi ba pariki n’abaturage bashobora gukomeza ubwabo.",
      },
    ],
    deliverables: [
      "Isuzuma ry’ingaruka ku bidukikije no ku mibereho",
      "Gahunda zo gutera amashyamba no gusubiranya ibishanga",
      "Ibarura ry’ibanze ry’urusobe rw’ibinyabuzima na gahunda zo kurikurikirana",
      "Imishinga y’abaturage yo kubungabunga ibidukikije no kwibeshaho",
    ],
  },
  {
    id: 3,
    title: "Isesengura rya politiki n’ubushakashatsi",
    summary: "Ibimenyetso n’isesengura bifasha Leta, abaterankunga n’ibigo gufata ibyemezo byiza ku bidukikije n’iterambere.",
    image: picture(3),
    imageAlt: "Imisozi y’amaterasi irebewe hejuru, imeze nk’imirongo y’igishushanyo",
    intro:
      "Politiki nziza ikenera ibimenyetso bifatika. Abashakashatsi bacu bahuza imirimo yo ku butaka, isesengura ry’amakuru n’ubumenyi bwimbitse bw’inzego z’u Rwanda kugira ngo bakubwire ibikora, ibidakora, n’impamvu.",
    sections: [
      {
        heading: "Ubushakashatsi bukoreshwa",
        text: "Dukora ubushakashatsi mu ngo no mu bigo, ibiganiro n’amatsinda y’ibiganiro mu gihugu hose, tukabihindura ibyavuyemo n’inama bisobanutse aho kuba raporo ndende ntawe usoma.",
      },
      {
        heading: "Isuzuma rya politiki na gahunda",
        text: "Dusuzuma ingamba, amategeko na gahunda mu ngufu, ibihe by’ikirere, ubutaka, ubukerarugendo n’ibidukikije, tukabigereranya n’ibikorwa mu karere kandi tukerekana aho impinduka nto zagira ingaruka nini.",
      },
      {
        heading: "Inyandiko ngufi n’ibiganiro",
        text: "Dutegura inyandiko ngufi za politiki kandi tuyobora amahugurwa ahuza minisiteri, abikorera n’imiryango itari iya Leta ku meza amwe, hamwe n’abasemuzi iyo bikenewe.",
      },
    ],
    deliverables: [
      "Isuzuma ry’ibanze, iryo hagati n’irya nyuma",
      "Inyandiko ngufi za politiki n’inyigo z’urwego",
      "Ubushakashatsi, gukusanya no gusesengura amakuru",
      "Kugisha inama abafatanyabikorwa n’amahugurwa yo kwemeza",
    ],
  },
  {
    id: 4,
    title: "Gusemura no guhindura inyandiko",
    summary: "Gusemura mu nama no guhindura inyandiko byemewe mu Kinyarwanda, Icyongereza, Igifaransa n’Igiswahili.",
    image: picture(4),
    imageAlt: "Icyumba cy’inama cyateguriwe inama y’indimi nyinshi",
    intro:
      "Inama zo muri Afurika y’Iburasirazuba zibera mu ndimi nyinshi icyarimwe. Abasemuzi n’abahinduzi bacu bita ku kugira ngo buri wese yumvikane kandi buri nyandiko ivuge neza icyo igomba kuvuga.",
    sections: [
      {
        heading: "Gusemura mu nama",
        text: "Gusemura icyarimwe cyangwa bikurikiranye mu nama mpuzamahanga, amahugurwa, ingendo shuri n’inama z’ubuyobozi, hamwe n’ibyumba n’ibikoresho tubategurira iyo bikenewe.",
      },
      {
        heading: "Guhindura inyandiko",
        text: "Raporo, amasezerano, politiki, imbuga za interineti n’impamyabushobozi bihindurwa n’inzobere mu bihe by’ikirere, ubuzima, imari n’amategeko, kandi undi muhanga mu ndimi asuzuma buri nyandiko itanzwe.",
      },
      {
        heading: "Amagambo ahora ari amwe",
        text: "Ku gahunda ndende dukora inkoranyamagambo dusangiye kugira ngo ijambo rya tekiniki risomeke kimwe mu rurimi rwose no mu nyandiko yose, kuva ku mahugurwa ya mbere kugera kuri raporo ya nyuma.",
      },
    ],
    deliverables: [
      "Gusemura icyarimwe no gusemura bikurikiranye",
      "Guhindura inyandiko byemewe",
      "Ibikoresho n’ibyumba byo gusemura",
      "Inkoranyamagambo no gukosora inyandiko mu ndimi nyinshi",
    ],
  },
];
