import { articles, deities, mantras } from "../../schema/index.js";
import type { Tx } from "./tx.js";

/**
 * A few articles and mantras for the demo (issue 19), with their titles and gist in Hindi and
 * Tamil. The articles are our own guides; the mantras are the well-known Vedic and Agamic ones,
 * given in Devanagari with a transliteration and meaning.
 */
const ARTICLES = [
  {
    slug: "how-to-book-an-archanai",
    title: "How to book an archanai for your family",
    excerpt:
      "Choose a temple and a pooja, name the people it is for, and pay: the temple's priest does the rest.",
    body: "<p>Find the temple by its name, its town or its deity, in any of six languages. Each pooja shows its price, how long it takes and the next day with places free.</p><p>Name each person the archanai is for; if the priest needs their gotra, nakshatra or rasi for the sankalpam, the form asks for them. Your places are held for ten minutes while you pay.</p><p>You receive a receipt number at once, and a message when the pooja has been performed.</p>",
    tags: ["booking", "archanai"],
    translations: {
      hi: {
        title: "अपने परिवार के लिए अर्चना कैसे बुक करें",
        excerpt: "मंदिर और पूजा चुनें, जिनके लिए पूजा है उनके नाम लिखें और भुगतान करें: बाकी मंदिर के पुजारी करेंगे।",
      },
      ta: {
        title: "உங்கள் குடும்பத்துக்காக அர்ச்சனை பதிவு செய்வது எப்படி",
        excerpt:
          "கோயிலையும் பூஜையையும் தேர்ந்தெடுத்து, யாருக்காக என்று பெயர்களைக் கொடுத்துப் பணம் செலுத்துங்கள்: மீதியைக் கோயில் அர்ச்சகர் பார்த்துக்கொள்வார்.",
      },
    },
  },
  {
    slug: "what-is-a-sankalpam",
    title: "What is a sankalpam, and why the priest asks for your star",
    excerpt:
      "Before a pooja the priest states who it is for: their name, family line (gotra), birth star and moon sign.",
    body: "<p>A sankalpam is the solemn resolve spoken at the start of a ritual. The priest names the time and place, then the devotee: their name, their gotra (family lineage), their nakshatra (the moon's star at birth) and rasi (moon sign).</p><p>Not every pooja needs all of these. When you book, Sannidhi asks only for what the temple has said its priests need.</p>",
    tags: ["sankalpam", "nakshatra"],
    translations: {
      hi: {
        title: "संकल्प क्या है, और पुजारी आपका नक्षत्र क्यों पूछते हैं",
        excerpt: "पूजा से पहले पुजारी बताते हैं कि पूजा किसके लिए है: उनका नाम, गोत्र, जन्म नक्षत्र और राशि।",
      },
      ta: {
        title: "சங்கல்பம் என்றால் என்ன, அர்ச்சகர் ஏன் உங்கள் நட்சத்திரத்தைக் கேட்கிறார்",
        excerpt: "பூஜைக்கு முன் அது யாருக்காக என்று அர்ச்சகர் சொல்கிறார்: பெயர், கோத்திரம், ஜன்ம நட்சத்திரம், இராசி.",
      },
    },
  },
  {
    slug: "karthigai-deepam-at-tiruvannamalai",
    title: "Karthigai Deepam at Tiruvannamalai",
    excerpt:
      "On the evening of Krittika in the month of Karthigai, the great lamp is lit on top of Arunachala.",
    body: "<p>Arunachaleswarar represents fire among the five elements, and the Karthigai Deepam recalls Shiva appearing as an endless column of light. At dusk the Bharani Deepam lit in the temple is carried to the flagstaff, and the Maha Deepam blazes on the summit, seen for miles around.</p><p>The next day is the full moon: devotees walk the 14-km girivalam around the hill.</p>",
    tags: ["festival", "tiruvannamalai"],
    translations: {
      hi: {
        title: "तिरुवन्नामलै का कार्तिगै दीपम",
        excerpt: "कार्तिगै मास में कृत्तिका नक्षत्र की संध्या को अरुणाचल के शिखर पर महादीप जलाया जाता है।",
      },
      ta: {
        title: "திருவண்ணாமலை கார்த்திகை தீபம்",
        excerpt: "கார்த்திகை மாதக் கிருத்திகை நட்சத்திர மாலையில் அருணாசல மலை உச்சியில் மகாதீபம் ஏற்றப்படுகிறது.",
        body: "<p>பஞ்சபூதங்களில் நெருப்பைக் குறிக்கும் அருணாசலேஸ்வரர் கோயிலில் கார்த்திகை தீபம், சிவபெருமான் முடிவற்ற ஒளித்தூணாகத் தோன்றியதை நினைவுகூர்கிறது. மாலையில் கோயிலில் ஏற்றப்படும் பரணி தீபம் கொடிமரத்துக்குக் கொண்டுசெல்லப்பட, மலை உச்சியில் மகாதீபம் பல கல் தொலைவுக்குத் தெரியும்படி சுடர்விடுகிறது.</p><p>மறுநாள் பௌர்ணமி: பக்தர்கள் மலையைச் சுற்றி 14 கி.மீ. கிரிவலம் வருகின்றனர்.</p>",
      },
    },
  },
] as const;

const MANTRAS = [
  {
    title: "Gayatri Mantra",
    deity: "Surya",
    textDevanagari: "ॐ भूर्भुवः स्वः । तत्सवितुर्वरेण्यं भर्गो देवस्य धीमहि । धियो यो नः प्रचोदयात् ॥",
    transliteration:
      "Om bhūr bhuvaḥ svaḥ | tat savitur vareṇyaṃ bhargo devasya dhīmahi | dhiyo yo naḥ pracodayāt ||",
    meaning: "We meditate on the adorable radiance of the divine Savitr; may it inspire our minds.",
    translations: {
      hi: {
        title: "गायत्री मंत्र",
        meaning: "हम दिव्य सविता के वरणीय तेज का ध्यान करते हैं; वह हमारी बुद्धि को प्रेरित करे।",
      },
      ta: {
        title: "காயத்ரி மந்திரம்",
        transliteration:
          "ஓம் பூர் புவஃ ஸுவஃ | தத் ஸவிதுர் வரேண்யம் பர்கோ தேவஸ்ய தீமஹி | தியோ யோ நஃ ப்ரசோதயாத் ||",
        meaning: "தெய்வீகச் சவிதாவின் போற்றத்தக்க ஒளியைத் தியானிக்கிறோம்; அது எங்கள் அறிவைத் தூண்டட்டும்.",
      },
    },
  },
  {
    title: "Panchakshara Mantra",
    deity: "Shiva",
    textDevanagari: "ॐ नमः शिवाय ॥",
    transliteration: "Om namaḥ śivāya ||",
    meaning: "Salutations to Shiva, the auspicious one.",
    translations: {
      hi: { title: "पंचाक्षर मंत्र", meaning: "मंगलमय शिव को नमस्कार।" },
      ta: {
        title: "பஞ்சாட்சர மந்திரம்",
        transliteration: "ஓம் நமசிவாய ||",
        meaning: "மங்கலம் அருளும் சிவனுக்கு வணக்கம்.",
      },
    },
  },
  {
    title: "Mahamrityunjaya Mantra",
    deity: "Shiva",
    textDevanagari: "ॐ त्र्यम्बकं यजामहे सुगन्धिं पुष्टिवर्धनम् । उर्वारुकमिव बन्धनान्मृत्योर्मुक्षीय माऽमृतात् ॥",
    transliteration:
      "Om tryambakaṃ yajāmahe sugandhiṃ puṣṭivardhanam | urvārukamiva bandhanān mṛtyor mukṣīya mā'mṛtāt ||",
    meaning:
      "We worship the three-eyed one, fragrant, who nourishes all. As the ripe cucumber is freed from its stalk, may he free us from death, not from immortality.",
    translations: {
      hi: {
        title: "महामृत्युंजय मंत्र",
        meaning:
          "हम सुगंधित, सबका पोषण करने वाले त्रिनेत्र शिव की पूजा करते हैं। जैसे पका ककड़ी बेल से छूट जाता है, वैसे ही वे हमें मृत्यु से मुक्त करें, अमरता से नहीं।",
      },
      ta: {
        title: "மகா மிருத்யுஞ்சய மந்திரம்",
        meaning:
          "நறுமணம் கமழும், அனைத்தையும் வளர்க்கும் முக்கண்ணனை வழிபடுகிறோம். பழுத்த வெள்ளரி கொடியிலிருந்து விடுபடுவதுபோல, அவர் எங்களை மரணத்திலிருந்து விடுவிக்கட்டும், அமரத்துவத்திலிருந்து அல்ல.",
      },
    },
  },
  {
    title: "Ganapati Mantra",
    deity: "Ganesha",
    textDevanagari: "ॐ गं गणपतये नमः ॥",
    transliteration: "Om gaṃ gaṇapataye namaḥ ||",
    meaning: "Salutations to Ganapati, lord of the hosts and remover of obstacles.",
    translations: {
      hi: { title: "गणपति मंत्र", meaning: "गणों के स्वामी, विघ्नहर्ता गणपति को नमस्कार।" },
      ta: {
        title: "கணபதி மந்திரம்",
        transliteration: "ஓம் கம் கணபதயே நமஃ ||",
        meaning: "கணங்களின் தலைவரும் தடைகளை நீக்குபவருமான கணபதிக்கு வணக்கம்.",
      },
    },
  },
  {
    title: "Ashtakshara Mantra",
    deity: "Vishnu",
    textDevanagari: "ॐ नमो नारायणाय ॥",
    transliteration: "Om namo nārāyaṇāya ||",
    meaning: "Salutations to Narayana, in whom all beings rest.",
    translations: {
      hi: { title: "अष्टाक्षर मंत्र", meaning: "समस्त प्राणियों के आश्रय नारायण को नमस्कार।" },
      ta: {
        title: "அஷ்டாட்சர மந்திரம்",
        transliteration: "ஓம் நமோ நாராயணாய ||",
        meaning: "எல்லா உயிர்களுக்கும் புகலிடமான நாராயணனுக்கு வணக்கம்.",
      },
    },
  },
  {
    title: "Shadakshara Mantra",
    deity: "Murugan",
    textDevanagari: "ॐ शरवणभवाय नमः ॥",
    transliteration: "Om śaravaṇabhavāya namaḥ ||",
    meaning: "Salutations to Murugan, born in the Saravana pond.",
    translations: {
      hi: { title: "षडक्षर मंत्र", meaning: "सरवण सरोवर में जन्मे मुरुगन को नमस्कार।" },
      ta: {
        title: "சடாட்சர மந்திரம்",
        transliteration: "ஓம் சரவணபவாய நமஃ ||",
        meaning: "சரவணப் பொய்கையில் தோன்றிய முருகனுக்கு வணக்கம்.",
      },
    },
  },
];

export async function seedContent(tx: Tx, now: Date) {
  await tx.insert(articles).values(
    ARTICLES.map((a, i) => ({
      ...a,
      tags: [...a.tags],
      status: "published" as const,
      // Published over the past week, newest first in the list.
      publishedAt: new Date(now.getTime() - (i * 2 + 1) * 86_400_000),
    })),
  );
  const deityRows = await tx.select({ id: deities.id, name: deities.name }).from(deities);
  const deityId = new Map(deityRows.map((d) => [d.name, d.id]));
  await tx
    .insert(mantras)
    .values(MANTRAS.map(({ deity, ...m }) => ({ ...m, deityId: deityId.get(deity) ?? null })));
  return { articles: ARTICLES.length, mantras: MANTRAS.length };
}
