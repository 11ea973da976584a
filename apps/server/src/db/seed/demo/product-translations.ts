import type { TranslationLanguage } from "@sannidhi/contracts";

/**
 * The demo shop's products (seed/data/shop.ts) in Hindi and the selling temple's state language
 * (issue 37 item 9), keyed by temple slug and the product's English title; `seedShop` writes them
 * with the products, and the shop shows them in the devotee's language.
 */
export const PRODUCT_TRANSLATIONS: Record<
  string,
  Record<string, Partial<Record<TranslationLanguage, { title: string; description: string }>>>
> = {
  "tirumala-venkateswara-temple": {
    "Tirupati laddu (large)": {
      hi: {
        title: "तिरुपति लड्डू (बड़ा)",
        description:
          "बेसन, घी, चीनी, काजू और इलायची से बना मंदिर का प्रसिद्ध लड्डू, जिस दिन भेजा जाता है उसी दिन पैक किया जाता है।",
      },
      te: {
        title: "తిరుపతి లడ్డూ (పెద్దది)",
        description: "శనగపిండి, నెయ్యి, చక్కెర, జీడిపప్పు, యాలకులతో చేసిన ఆలయ ప్రసిద్ధ లడ్డూ; పంపే రోజునే ప్యాక్ చేస్తారు.",
      },
    },
    "Srivari kumkum": {
      hi: {
        title: "श्रीवारि कुमकुम",
        description: "गर्भगृह में अर्पित कुमकुम, 50 ग्राम के सीलबंद पैकेट में।",
      },
      te: {
        title: "శ్రీవారి కుంకుమ",
        description: "గర్భాలయంలో సమర్పించిన కుంకుమ, 50 గ్రాముల సీలు చేసిన ప్యాకెట్‌లో.",
      },
    },
    "Venkateswara Suprabhatam with meaning": {
      hi: {
        title: "वेंकटेश्वर सुप्रभातम, अर्थ सहित",
        description: "संस्कृत में प्रभात-स्तोत्र, तेलुगु, तमिल और अंग्रेज़ी अर्थ के साथ।",
      },
      te: {
        title: "వేంకటేశ్వర సుప్రభాతం, అర్థంతో సహా",
        description: "సంస్కృతంలోని సుప్రభాత స్తోత్రం, తెలుగు, తమిళం, ఆంగ్ల భాషల్లో అర్థంతో.",
      },
    },
  },
  "palani-dhandayuthapani-temple": {
    "Palani panchamirtham (500 g)": {
      hi: {
        title: "पलनी पंचामृतम (500 ग्राम)",
        description: "केला, गुड़, घी, शहद और इलायची, टिन के डिब्बे में सीलबंद; तीन महीने तक चलता है।",
      },
      ta: {
        title: "பழனி பஞ்சாமிர்தம் (500 கிராம்)",
        description:
          "வாழைப்பழம், வெல்லம், நெய், தேன், ஏலக்காய் சேர்த்து தகர டப்பாவில் அடைக்கப்பட்டது; மூன்று மாதங்கள் கெடாது.",
      },
    },
    "Vibhuti (100 g)": {
      hi: { title: "विभूति (100 ग्राम)", description: "पहाड़ी मंदिर की पवित्र भस्म।" },
      ta: { title: "விபூதி (100 கிராம்)", description: "மலைக்கோயிலின் திருநீறு." },
    },
  },
  "meenakshi-amman-temple-madurai": {
    "Brass kuthuvilakku (12 inch)": {
      hi: {
        title: "पीतल का कुत्तुविळक्कु दीपक (12 इंच)",
        description: "चमकाए हुए पीतल का पाँच मुखों वाला खड़ा दीपक, नाच्चियारकोइल में बना।",
      },
      ta: {
        title: "பித்தளை குத்துவிளக்கு (12 அங்குலம்)",
        description: "நாச்சியார்கோவிலில் செய்யப்பட்ட, பளபளக்கும் பித்தளையிலான ஐந்து முகக் குத்துவிளக்கு.",
      },
    },
    "Camphor tablets (100 g)": {
      hi: { title: "कपूर की टिकिया (100 ग्राम)", description: "आरती के लिए शुद्ध कपूर।" },
      ta: { title: "கற்பூரக் கட்டிகள் (100 கிராம்)", description: "ஆரத்திக்கான சுத்தமான கற்பூரம்." },
    },
    "Meenakshi kumkum and turmeric set": {
      hi: {
        title: "मीनाक्षी कुमकुम और हल्दी सेट",
        description: "अम्मन सन्निधि में अर्पित कुमकुम और हल्दी।",
      },
      ta: {
        title: "மீனாட்சி குங்குமம், மஞ்சள் தொகுப்பு",
        description: "அம்மன் சன்னிதியில் படைக்கப்பட்ட குங்குமமும் மஞ்சளும்.",
      },
    },
  },
  "kashi-vishwanath-temple": {
    "Rudraksha mala (108 beads)": {
      hi: {
        title: "रुद्राक्ष माला (108 मनके)",
        description: "लाल धागे में पिरोए पंचमुखी रुद्राक्ष।",
      },
    },
    "Gangajal (250 ml)": {
      hi: {
        title: "गंगाजल (250 मिली)",
        description: "मणिकर्णिका घाट से लिया गया गंगा का जल; बरसात के बाद फिर उपलब्ध होगा।",
      },
    },
  },
  "guruvayur-sri-krishna-temple": {
    "Guruvayur incense sticks": {
      hi: {
        title: "गुरुवायूर अगरबत्ती",
        description: "चंदन और चमेली की अगरबत्ती, 100 तीलियाँ।",
      },
      ml: {
        title: "ഗുരുവായൂർ ചന്ദനത്തിരി",
        description: "ചന്ദനത്തിന്റെയും മുല്ലയുടെയും സുഗന്ധമുള്ള ചന്ദനത്തിരി, 100 എണ്ണം.",
      },
    },
  },
};
