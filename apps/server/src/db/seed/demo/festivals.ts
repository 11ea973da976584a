import {
  addDays,
  type Day,
  NAKSHATRA,
  nakshatraDays,
  SIGN,
  sankrantis,
  signOn,
  TITHI,
  tithiDays,
} from "./panchang.js";

/** A title in the six languages: en, hi, ta, te, kn, ml. */
export type Six = readonly [en: string, hi: string, ta: string, te: string, kn: string, ml: string];

export interface FestivalDay {
  key: string;
  title: Six;
  kind: "festival" | "ekadashi" | "pradosham" | "pournami" | "amavasya" | "utsavam" | "other";
  day: Day;
  /** IST start and end times; none for an all-day observance. */
  time?: { start: string; end: string; nextDay?: boolean };
  /** Days the festival lasts (all-day), default 1. */
  length?: number;
  /** Replaces the monthly observance of the same day (Maha Shivaratri over Masa Shivaratri). */
  over?: string;
}

type Rule = (from: Day, to: Day) => FestivalDay[];

const T = {
  pradosham: ["Pradosham", "प्रदोष व्रत", "பிரதோஷம்", "ప్రదోషం", "ಪ್ರದೋಷ", "പ്രദോഷം"],
  masaShivaratri: [
    "Masa Shivaratri",
    "मासिक शिवरात्रि",
    "மாத சிவராத்திரி",
    "మాస శివరాత్రి",
    "ಮಾಸ ಶಿವರಾತ್ರಿ",
    "മാസ ശിവരാത്രി",
  ],
  mahaShivaratri: [
    "Maha Shivaratri",
    "महाशिवरात्रि",
    "மகா சிவராத்திரி",
    "మహా శివరాత్రి",
    "ಮಹಾ ಶಿವರಾತ್ರಿ",
    "മഹാശിവരാത്രി",
  ],
  ekadashi: ["Ekadashi", "एकादशी", "ஏகாதசி", "ఏకాదశి", "ಏಕಾದಶಿ", "ഏകാദശി"],
  vaikunta: [
    "Vaikunta Ekadashi",
    "वैकुंठ एकादशी",
    "வைகுண்ட ஏகாதசி",
    "వైకుంఠ ఏకాదశి",
    "ವೈಕುಂಠ ಏಕಾದಶಿ",
    "വൈകുണ്ഠ ഏകാദശി",
  ],
  pournami: ["Pournami Pooja", "पूर्णिमा पूजा", "பௌர்ணமி பூஜை", "పౌర్ణమి పూజ", "ಹುಣ್ಣಿಮೆ ಪೂಜೆ", "പൗർണമി പൂജ"],
  girivalam: [
    "Pournami Girivalam",
    "पूर्णिमा गिरिवलम",
    "பௌர்ணமி கிரிவலம்",
    "పౌర్ణమి గిరిప్రదక్షిణ",
    "ಹುಣ್ಣಿಮೆ ಗಿರಿ ಪ್ರದಕ್ಷಿಣೆ",
    "പൗർണമി ഗിരിവലം",
  ],
  amavasya: ["Amavasya", "अमावस्या", "அமாவாசை", "అమావాస్య", "ಅಮಾವಾಸ್ಯೆ", "അമാവാസി"],
  sankatahara: [
    "Sankatahara Chaturthi",
    "संकष्टी चतुर्थी",
    "சங்கடஹர சதுர்த்தி",
    "సంకష్టహర చతుర్థి",
    "ಸಂಕಷ್ಟಹರ ಚತುರ್ಥಿ",
    "സങ്കടഹര ചതുർഥി",
  ],
  shashti: ["Shashti Viratham", "षष्ठी व्रत", "சஷ்டி விரதம்", "షష్ఠి వ్రతం", "ಷಷ್ಠಿ ವ್ರತ", "ഷഷ്ഠി വ്രതം"],
  kiruthigai: ["Kiruthigai", "कृत्तिका", "கிருத்திகை", "కృత్తిక", "ಕೃತ್ತಿಕೆ", "കാർത്തിക"],
  deepam: ["Karthigai Deepam", "कार्तिगै दीपम", "கார்த்திகை தீபம்", "కార్తీక దీపం", "ಕಾರ್ತಿಕ ದೀಪ", "തൃക്കാർത്തിക"],
  skandaSashti: ["Skanda Sashti", "स्कंद षष्ठी", "கந்த சஷ்டி", "స్కంద షష్ఠి", "ಸ್ಕಂದ ಷಷ್ಠಿ", "സ്കന്ദ ഷഷ്ഠി"],
  thaipusam: ["Thaipusam", "थाईपूसम", "தைப்பூசம்", "తైపూసం", "ತೈಪೂಸಂ", "തൈപ്പൂയം"],
  deepavali: ["Deepavali", "दीपावली", "தீபாவளி", "దీపావళి", "ದೀಪಾವಳಿ", "ദീപാവലി"],
  kaliPuja: ["Kali Puja", "काली पूजा", "காளி பூஜை", "కాళీ పూజ", "ಕಾಳಿ ಪೂಜೆ", "കാളി പൂജ"],
  navaratri: ["Navaratri", "नवरात्रि", "நவராத்திரி", "నవరాత్రులు", "ನವರಾತ್ರಿ", "നവരാത്രി"],
  vijayadashami: ["Vijayadashami", "विजयादशमी", "விஜயதசமி", "విజయదశమి", "ವಿಜಯದಶಮಿ", "വിജയദശമി"],
  sankranti: [
    "Makara Sankranti",
    "मकर संक्रांति",
    "தைப் பொங்கல்",
    "మకర సంక్రాంతి",
    "ಮಕರ ಸಂಕ್ರಾಂತಿ",
    "മകരസംക്രാന്തി",
  ],
  makaravilakku: ["Makaravilakku", "मकरविलक्कु", "மகரவிளக்கு", "మకరవిళక్కు", "ಮಕರವಿಳಕ್ಕು", "മകരവിളക്ക്"],
  monthlyOpening: [
    "Monthly pooja: the temple opens",
    "मासिक पूजा: मंदिर के कपाट खुलते हैं",
    "மாதப் பூஜை: நடை திறப்பு",
    "మాస పూజ: ఆలయ ద్వారాలు తెరుచుకుంటాయి",
    "ಮಾಸ ಪೂಜೆ: ದೇವಾಲಯದ ಬಾಗಿಲು ತೆರೆಯುತ್ತದೆ",
    "മാസപൂജ: നട തുറക്കുന്നു",
  ],
  masaSankranti: [
    "Masa Sankranti",
    "मासिक संक्रांति",
    "மாதப் பிறப்பு",
    "మాస సంక్రమణం",
    "ಮಾಸ ಸಂಕ್ರಮಣ",
    "മാസസംക്രമം",
  ],
  rathaSaptami: ["Ratha Saptami", "रथ सप्तमी", "ரத சப்தமி", "రథసప్తమి", "ರಥಸಪ್ತಮಿ", "രഥസപ്തമി"],
  ganeshChaturthi: [
    "Ganesh Chaturthi",
    "गणेश चतुर्थी",
    "விநாயகர் சதுர்த்தி",
    "వినాయక చవితి",
    "ಗಣೇಶ ಚತುರ್ಥಿ",
    "വിനായക ചതുർഥി",
  ],
  janmashtami: [
    "Krishna Janmashtami",
    "कृष्ण जन्माष्टमी",
    "கிருஷ்ண ஜெயந்தி",
    "శ్రీ కృష్ణాష్టమి",
    "ಕೃಷ್ಣ ಜನ್ಮಾಷ್ಟಮಿ",
    "അഷ്ടമിരോഹിണി",
  ],
  ramaNavami: ["Rama Navami", "राम नवमी", "ஸ்ரீ ராம நவமி", "శ్రీరామ నవమి", "ರಾಮನವಮಿ", "ശ്രീരാമനവമി"],
} satisfies Record<string, Six>;

const day =
  (key: keyof typeof T, kind: FestivalDay["kind"], extra: Partial<FestivalDay> = {}) =>
  (d: Day): FestivalDay => ({ key, title: T[key], kind, day: d, ...extra });
const inSign = (sign: number | number[]) => (d: Day) => [sign].flat().includes(signOn(d));

// Monthly observances.
const pradosham: Rule = (f, t) =>
  [TITHI.shuklaTrayodashi, TITHI.krishnaTrayodashi]
    .flatMap((x) => tithiDays(x, f, t, "18:00"))
    .map(day("pradosham", "pradosham", { time: { start: "16:30", end: "18:00" } }));
const masaShivaratri: Rule = (f, t) =>
  tithiDays(TITHI.krishnaChaturdashi, f, t, "23:30").map(
    day("masaShivaratri", "festival", { time: { start: "20:00", end: "06:00", nextDay: true } }),
  );
const ekadashi: Rule = (f, t) =>
  [TITHI.shuklaEkadashi, TITHI.krishnaEkadashi]
    .flatMap((x) => tithiDays(x, f, t))
    .map(day("ekadashi", "ekadashi"));
const pournami: Rule = (f, t) =>
  tithiDays(TITHI.pournami, f, t, "18:00").map(day("pournami", "pournami"));
const girivalam: Rule = (f, t) =>
  tithiDays(TITHI.pournami, f, t, "18:00").map(day("girivalam", "pournami"));
const amavasya: Rule = (f, t) => tithiDays(TITHI.amavasya, f, t).map(day("amavasya", "amavasya"));
const sankatahara: Rule = (f, t) =>
  tithiDays(TITHI.krishnaChaturthi, f, t, "21:00").map(
    day("sankatahara", "other", { time: { start: "18:00", end: "21:00" } }),
  );
const shashti: Rule = (f, t) => tithiDays(TITHI.shuklaShashti, f, t).map(day("shashti", "other"));
const kiruthigai: Rule = (f, t) =>
  nakshatraDays(NAKSHATRA.krittika, f, t, "06:00").map(day("kiruthigai", "other"));
const masaSankranti: Rule = (f, t) =>
  sankrantis(f, t).map((s) => day("masaSankranti", "other")(s.day));
const monthlyOpening: Rule = (f, t) =>
  sankrantis(f, t).map((s) => day("monthlyOpening", "utsavam", { length: 5 })(s.day));

// Festivals of the year, on their tithi or star in their solar month.
const mahaShivaratri: Rule = (f, t) =>
  tithiDays(TITHI.krishnaChaturdashi, f, t, "23:30")
    .filter(inSign(SIGN.kumbha))
    .map(
      day("mahaShivaratri", "festival", {
        over: "masaShivaratri",
        time: { start: "18:00", end: "06:00", nextDay: true },
      }),
    );
const vaikunta: Rule = (f, t) =>
  tithiDays(TITHI.shuklaEkadashi, f, t)
    .filter(inSign(SIGN.dhanu))
    .map(day("vaikunta", "ekadashi", { over: "ekadashi" }));
const deepam: Rule = (f, t) =>
  nakshatraDays(NAKSHATRA.krittika, f, t, "18:00")
    .filter(inSign(SIGN.vrischika))
    .map(day("deepam", "festival", { over: "kiruthigai", time: { start: "18:00", end: "21:00" } }));
const skandaSashti: Rule = (f, t) =>
  tithiDays(TITHI.shuklaShashti, f, t)
    .filter(inSign(SIGN.tula))
    .map(day("skandaSashti", "festival", { over: "shashti" }));
const thaipusam: Rule = (f, t) =>
  nakshatraDays(NAKSHATRA.pushya, f, t, "06:00")
    .filter(inSign(SIGN.makara))
    .map(day("thaipusam", "festival"));
const deepavali: Rule = (f, t) =>
  tithiDays(TITHI.amavasya, f, t, "21:00")
    .filter(inSign(SIGN.tula))
    .map(day("deepavali", "festival", { over: "amavasya" }));
const kaliPuja: Rule = (f, t) =>
  tithiDays(TITHI.amavasya, f, t, "21:00")
    .filter(inSign(SIGN.tula))
    .map(
      day("kaliPuja", "festival", {
        over: "amavasya",
        time: { start: "21:00", end: "04:00", nextDay: true },
      }),
    );
const navaratri: Rule = (f, t) => [
  ...tithiDays(TITHI.shuklaPratipada, addDays(f, -9), t)
    .filter(inSign(SIGN.kanya))
    .map(day("navaratri", "festival", { length: 9 })),
  ...tithiDays(TITHI.shuklaDashami, f, t)
    .filter(inSign(SIGN.kanya))
    .map(day("vijayadashami", "festival")),
];
const makara: Rule = (f, t) =>
  sankrantis(f, t)
    .filter((s) => s.sign === SIGN.makara)
    .map((s) => day("sankranti", "festival", { over: "masaSankranti" })(s.day));
const makaravilakku: Rule = (f, t) =>
  sankrantis(f, t)
    .filter((s) => s.sign === SIGN.makara)
    .map((s) => day("makaravilakku", "festival", { over: "monthlyOpening" })(s.day));
const rathaSaptami: Rule = (f, t) =>
  tithiDays(TITHI.shuklaSaptami, f, t)
    .filter(inSign([SIGN.makara, SIGN.kumbha]))
    .map(day("rathaSaptami", "festival"));
const ganeshChaturthi: Rule = (f, t) =>
  tithiDays(TITHI.shuklaChaturthi, f, t)
    .filter(inSign(SIGN.simha))
    .map(day("ganeshChaturthi", "festival"));
const janmashtami: Rule = (f, t) =>
  tithiDays(TITHI.krishnaAshtami, f, t, "23:30")
    .filter(inSign([SIGN.simha]))
    .map(day("janmashtami", "festival"));
const ramaNavami: Rule = (f, t) =>
  tithiDays(TITHI.shuklaNavami, f, t)
    .filter(inSign([SIGN.meena, SIGN.mesha]))
    .map(day("ramaNavami", "festival"));

/** What each deity's temples keep. */
const BY_DEITY: Record<string, Rule[]> = {
  Shiva: [pradosham, masaShivaratri, mahaShivaratri],
  Vishnu: [ekadashi, vaikunta],
  Krishna: [ekadashi, vaikunta, janmashtami],
  Rama: [ekadashi, ramaNavami],
  Devi: [pournami, navaratri, deepavali],
  Ganesha: [sankatahara, ganeshChaturthi],
  Murugan: [shashti, kiruthigai, skandaSashti, thaipusam, deepam],
  Hanuman: [pournami, ramaNavami],
  Surya: [masaSankranti, makara, rathaSaptami],
  Ayyappa: [monthlyOpening, makaravilakku],
  Brahma: [pournami, ekadashi],
};

/** Temple-specific observances: Tiruvannamalai's girivalam, Kali temples' Kali Puja, … */
const BY_FORM: Record<string, Rule[]> = {
  Arunachaleswarar: [girivalam, deepam],
  Kali: [amavasya, kaliPuja],
  Kamakhya: [amavasya],
};
/** Karthigai Deepam is kept at the Shiva temples of Tamil Nadu and Puducherry. */
const DEEPAM_STATES = new Set(["Tamil Nadu", "Puducherry"]);

/** Temples of one deity keep the same days: each rule is worked out once per window. */
const worked = new WeakMap<Rule, Map<string, FestivalDay[]>>();
function once(rule: Rule, from: Day, to: Day): FestivalDay[] {
  const byWindow = worked.get(rule) ?? new Map<string, FestivalDay[]>();
  worked.set(rule, byWindow);
  const key = `${from}|${to}`;
  const days = byWindow.get(key) ?? rule(from, to);
  byWindow.set(key, days);
  return days;
}

/**
 * A temple's observances in [from, to), soonest first. A festival of the year replaces the
 * monthly observance it falls on (Vaikunta Ekadashi is that month's Ekadashi).
 */
export function templeFestivals(
  temple: { deity: string; mainForm: string; state: string },
  from: Day,
  to: Day,
): FestivalDay[] {
  const rules = [
    ...(BY_DEITY[temple.deity] ?? [pournami]),
    ...(BY_FORM[temple.mainForm] ?? []),
    ...(temple.deity === "Shiva" && DEEPAM_STATES.has(temple.state) ? [deepam] : []),
  ];
  const all = [...new Set(rules)].flatMap((rule) => once(rule, from, to));
  const replaced = new Set(all.filter((f) => f.over).map((f) => `${f.over}|${f.day}`));
  const seen = new Set<string>();
  return all
    .filter((f) => !replaced.has(`${f.key}|${f.day}`))
    .filter((f) => !seen.has(`${f.key}|${f.day}`) && seen.add(`${f.key}|${f.day}`))
    .sort((a, b) => a.day.localeCompare(b.day) || a.key.localeCompare(b.key));
}
