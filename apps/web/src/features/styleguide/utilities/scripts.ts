/**
 * One sentence in each script the product speaks (issue 5 languages), each a real booking line
 * with a long temple name: where a script wraps badly, it shows here first. Not translations of
 * an interface string: each is itself the sample of its script.
 */
export const SCRIPT_SAMPLES = [
  {
    lang: "en",
    script: "Latin",
    text: "Book an abhishekam at Sri Meenakshi Sundareswarar Temple, Madurai — ₹1,50,000.00",
  },
  {
    lang: "hi",
    script: "देवनागरी",
    text: "श्री काशी विश्वनाथ मंदिर, वाराणसी में रुद्राभिषेक बुक करें — ₹1,50,000.00",
  },
  {
    lang: "ta",
    script: "தமிழ்",
    text: "மதுரை அருள்மிகு மீனாட்சி சுந்தரேஸ்வரர் திருக்கோயிலில் அபிஷேகம் முன்பதிவு செய்யுங்கள் — ₹1,50,000.00",
  },
  {
    lang: "te",
    script: "తెలుగు",
    text: "తిరుమల శ్రీ వేంకటేశ్వర స్వామి వారి ఆలయంలో అర్చన బుక్ చేసుకోండి — ₹1,50,000.00",
  },
  {
    lang: "kn",
    script: "ಕನ್ನಡ",
    text: "ಉಡುಪಿ ಶ್ರೀ ಕೃಷ್ಣ ಮಠದಲ್ಲಿ ಪಂಚಾಮೃತ ಅಭಿಷೇಕವನ್ನು ಕಾಯ್ದಿರಿಸಿ — ₹1,50,000.00",
  },
  {
    lang: "ml",
    script: "മലയാളം",
    text: "ശ്രീപത്മനാഭസ്വാമിക്ഷേത്രത്തിൽ പുഷ്പാഞ്ജലി ബുക്ക് ചെയ്യുക — ₹1,50,000.00",
  },
] as const;
