import type { TranslationLanguage } from "@sannidhi/contracts";

/**
 * The descriptions of the poojas of the temples the demo shows first (issue 37 item 9), keyed
 * by temple slug and the pooja's English name, in Hindi and the temple's state language. The
 * rituals keep the names devotees use for them in that language (अर्चना, அர்ச்சனை, …).
 */
export const POOJA_DESCRIPTIONS: Record<
  string,
  Record<string, Partial<Record<TranslationLanguage, string>>>
> = {
  "palani-dhandayuthapani-temple": {
    "Sahasranama Archanai": {
      hi: "भगवान मुरुगन के सहस्र नामों से अर्चना, विभूति और फूलों के साथ।",
      ta: "முருகப்பெருமானின் ஆயிரம் திருநாமங்களால் விபூதி, மலர்களுடன் செய்யப்படும் அர்ச்சனை.",
    },
    "Panchamirtha Abhishekam": {
      hi: "पलनी के प्रसिद्ध पंचामृतम से भगवान दंडायुधपाणि का अभिषेकम।",
      ta: "பழனியின் புகழ்பெற்ற பஞ்சாமிர்தத்தால் தண்டாயுதபாணி சுவாமிக்கு அபிஷேகம்.",
    },
    "Thanga Ratham (Golden Chariot)": {
      hi: "भक्त के नाम पर मुरुगन की उत्सव-मूर्ति को स्वर्ण रथ में पहाड़ी की चोटी पर परिक्रमा कराई जाती है।",
      ta: "பக்தரின் பெயரில் முருகனின் உற்சவர் திருமேனி தங்கத் தேரில் மலை உச்சியில் வலம் வருகிறார்.",
    },
  },
  "manakula-vinayagar-temple-puducherry": {
    "Vinayagar Archanai": {
      hi: "दूर्वा (अरुगंपुल) और फूलों से भगवान मणक्कुळ विनायगर की अर्चना।",
      ta: "அருகம்புல், மலர்களால் மணக்குள விநாயகருக்கு அர்ச்சனை.",
    },
    "Vinayagar Abhishekam": {
      hi: "दूध, पंचामृत और चंदन से भगवान विनायगर का अभिषेकम।",
      ta: "பால், பஞ்சாமிர்தம், சந்தனம் கொண்டு விநாயகருக்கு அபிஷேகம்.",
    },
    "Ganapathi Homam": {
      hi: "नए कार्य के शुभारंभ के लिए मोदक और अष्टद्रव्य की पारंपरिक आहुतियों के साथ गणपति होमम।",
      ta: "புதிய தொடக்கங்களுக்காக மோதகம், அஷ்டத்திரவியங்களுடன் செய்யப்படும் கணபதி ஹோமம்.",
    },
  },
  "meenakshi-amman-temple-madurai": {
    "Meenakshi Amman Archanai": {
      hi: "भक्त के संकल्प के साथ कुमकुम और फूलों से देवी मीनाक्षी की अर्चना।",
      ta: "பக்தரின் சங்கல்பத்துடன் குங்குமம், மலர்களால் மீனாட்சி அம்மனுக்கு அர்ச்சனை.",
    },
    "Sundareswarar Abhishekam": {
      hi: "दूध, दही, शहद, पंचामृत और चंदन से भगवान सुंदरेश्वर का अभिषेकम।",
      ta: "பால், தயிர், தேன், பஞ்சாமிர்தம், சந்தனம் கொண்டு சுந்தரேசுவரருக்கு அபிஷேகம்.",
    },
    Thirukalyanam: {
      hi: "भक्त की ओर से संपन्न मीनाक्षी और सुंदरेश्वर का विवाह-उत्सव, जिसे अच्छे विवाह की कामना करने वाले परिवार करवाते हैं।",
      ta: "பக்தரின் சார்பில் நடத்தப்படும் மீனாட்சி சுந்தரேசுவரர் திருக்கல்யாணம்; நல்ல வரன் அமைய வேண்டிக்கொள்ளும் குடும்பங்கள் இதைச் செய்விக்கின்றன.",
    },
  },
};
