import { COVID_TEST_PRICE_USD, COVID_TEST_VALIDITY_HOURS, type FaqSection } from "./en";

/** The questions of /rw/faq: the English ones, written in Kinyarwanda (to be reviewed by a native speaker). */
export const faqSectionsRw: FaqSection[] = [
  {
    id: "tourism",
    title: "Ibibazo ku bukerarugendo",
    intro: "Gutegura urugendo mu Rwanda natwe: impushya, ibiciro, ibihe by’umwaka n’ibyo kwitwaza.",
    entries: [
      {
        question: "Nkeneye viza kugira ngo nsure u Rwanda?",
        answer: [
          "Abaturage b’ibihugu byinshi babona viza bageze ku kibuga cy’indege mpuzamahanga cya Kigali cyangwa ku mipaka yo ku butaka; abo mu Muryango w’Afurika Yunze Ubumwe, Commonwealth n’Umuryango w’ibihugu bikoresha Igifaransa akenshi ntibayisabwa ku rugendo rugufi.",
          "Amategeko ahinduka rimwe na rimwe: reba ku rubuga rwa Irembo mbere yo kugenda. Tukwemereza ibireba pasiporo yawe igihe ubika umwanya.",
        ],
      },
      {
        question: "Nabika uruhushya rwo gusura ingagi hakiri kare bingana iki?",
        answer: [
          "Buri muryango w’ingagi wakira abashyitsi bake ku munsi. Kuva muri Kamena kugeza muri Nzeri no mu minsi mikuru y’Ukuboza, bika amezi ane kugeza kuri atandatu mbere; mu gihe cy’imvura, ibyumweru bike akenshi biba bihagije.",
        ],
      },
      {
        question: "Ibiciro by’ingendo zanyu bikora bite?",
        answer: [
          "Buri rugendo rugaragaza igiciro cy’itsinda ry’abantu umwe kugeza kuri batanu. Ni igiciro cy’itsinda ryose: uko itsinda rigenda riba rinini, ni ko buri wese yishyura make. Umubare w’abantu udafite igiciro ntutangwa kuri urwo rugendo.",
          "Ibiciro biri mu madolari y’Amerika kandi birimo ibiri munsi ya « Birimo » ku rupapuro rw’urugendo; ibiri munsi ya « Ntibirimo » byishyurwa ukwabyo.",
        ],
      },
      {
        question: "Ni ikihe gihe cyiza cyo gusura?",
        answer: [
          "Impeshyi ndende, kuva muri Kamena kugeza muri Nzeri, n’impeshyi ngufi, kuva hagati mu Ukuboza kugeza muri Gashyantare, ni byo bihe byoroshye byo kugenda mu ishyamba no gusura pariki. Mu gihe cy’imvura haba abashyitsi bake, ibyatsi bitoshye n’amacumbi ahendutse, kandi imvura igwa cyane nyuma ya saa sita.",
        ],
      },
      {
        question: "Nitwaza iki?",
        answer: [
          "Inkweto zikomeye zo kugenda, ipantalo n’ishati ndende, ikoti ryoroheje ry’imvura, umwenda ushyushya wo mu misozi, amavuta arinda izuba, umuti wirukana imibu n’icupa ry’amazi ukoresha kenshi. Amashashi arabujijwe mu Rwanda: uyasige iwawe.",
        ],
      },
      {
        question: "Nshobora guhindura cyangwa guhagarika ibyo nabitse?",
        answer: [
          "Tubwire vuba uko gahunda zawe zihindutse. Amacumbi n’ibikorwa byinshi bishobora kwimurirwa indi minsi; impushya za pariki zikurikiza amategeko y’Ikigo cy’Igihugu cy’Iterambere (RDB), gishobora kwishyuza impinduka. Tukwandikira amabwiriza nyayo mbere y’uko wishyura.",
        ],
      },
    ],
  },
  {
    id: "covid-19",
    title: "Ibibazo kuri COVID-19",
    intro: "Ibisabwa ku buzima bw’abagenzi, ibipimo n’ibyo uzasanga mu gihugu.",
    entries: [
      {
        question: "Nkeneye ikizamini cya COVID-19 kugira ngo mve mu Rwanda?",
        answer: [
          `Zimwe mu ndege n’ibihugu bimwe biracyasaba abagenzi ikizamini cyerekana ko batarwaye. Iyo gisabwa, kigomba gukorwa mu masaha ${COVID_TEST_VALIDITY_HOURS} mbere yo kugenda.`,
          "Reba amategeko y’indege yawe n’ay’ibihugu byose unyuramo icyumweru mbere yo kugenda, maze utubwire kugira ngo dushyire ikizamini muri gahunda y’urugendo rwawe.",
        ],
      },
      {
        question: "Ikizamini cya COVID-19 kigura angahe kandi nagikorera he?",
        answer: [
          `Ikizamini cyo kugenda kigura USD ${COVID_TEST_PRICE_USD}. Gikorerwa ahemewe i Kigali no mu mijyi minini; igisubizo cyoherezwa kuri SMS no kuri imeyili, akenshi mu masaha 24.`,
          `Kubera ko igisubizo gifite agaciro mu masaha ${COVID_TEST_VALIDITY_HOURS} mbere yo kugenda, dushyira ikizamini ku munsi wa nyuma wuzuye w’urugendo rwawe igihe bishobotse.`,
        ],
      },
      {
        question: "Nshobora gusura ingagi niba numva ntameze neza?",
        answer: [
          "Oya. Ingagi zishobora kwandura indwara z’ubuhumekero z’abantu: umushyitsi ukorora, ufite ibicurane cyangwa umuriro ntiyemererwa kujya kuzisura. Abashinzwe pariki bashobora kugupima umuriro mbere yo gutangira. Niba urwaye mbere y’uru rugendo, tubimenyeshe tugufashe guhindura itariki na pariki.",
        ],
      },
      {
        question: "Agapfukamunwa karacyasabwa?",
        answer: [
          "Agapfukamunwa ntikagisabwa ahantu henshi hahurira abantu benshi, ariko karasabwa iyo wegereye ingagi n’impundu. Duha buri mugenzi agapfukamunwa gashya uwo munsi.",
        ],
      },
      {
        question: "Bigenda bite nsanganywe COVID-19 mu rugendo?",
        answer: [
          "Kurikiza inama z’inzego z’ubuzima kandi utubwire ako kanya. Duhindura aho urara, twimura ibikorwa aho bishoboka kandi tukaguma tuvugana nawe n’ikigo cy’ubwishingizi bwawe kugeza igihe ushobora kongera kugenda.",
        ],
      },
    ],
  },
];
