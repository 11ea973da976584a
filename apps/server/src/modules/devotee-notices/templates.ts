import type { LanguageCode } from "@sannidhi/contracts";
import type { DevoteeNoticeKind } from "../../db/schema/index.js";

/**
 * One template per kind of message and language (issue 18), with `{pooja}`, `{temple}`,
 * `{date}`, `{slot}` and `{amount}` filled in. With `msg91`, the gateway renders the template
 * registered with DLT under the id configured for the kind (`SMS_NOTICE_TEMPLATES`); these
 * texts are what is registered, and what "My bookings" shows.
 */
export const NOTICE_TEMPLATES: Record<DevoteeNoticeKind, Record<LanguageCode, string>> = {
  refunded: {
    en: "Sannidhi: your booking of {pooja} at {temple} on {date} is cancelled and Rs {amount} is refunded.",
    hi: "सन्निधि: {temple} में {date} को {pooja} की आपकी बुकिंग रद्द हुई, रु {amount} लौटाए गए।",
    ta: "சந்நிதி: {temple} கோயிலில் {date} அன்று {pooja} முன்பதிவு ரத்து, ரூ {amount} திருப்பி அளிக்கப்பட்டது.",
    te: "సన్నిధి: {temple}లో {date}న {pooja} బుకింగ్ రద్దయింది, రూ {amount} వాపసు చేయబడింది.",
    kn: "ಸನ್ನಿಧಿ: {temple} ನಲ್ಲಿ {date} ರಂದು {pooja} ಬುಕಿಂಗ್ ರದ್ದಾಗಿದೆ, ರೂ {amount} ಮರುಪಾವತಿಸಲಾಗಿದೆ.",
    ml: "സന്നിധി: {temple} ൽ {date} ന് {pooja} ബുക്കിംഗ് റദ്ദാക്കി, രൂ {amount} തിരികെ നൽകി.",
  },
  closed: {
    en: "Sannidhi: {temple} is closed on {date}. The temple will refund or move your {pooja}.",
    hi: "सन्निधि: {temple} {date} को बंद है। मंदिर आपकी {pooja} का पैसा लौटाएगा या तिथि बदलेगा।",
    ta: "சந்நிதி: {date} அன்று {temple} மூடப்பட்டுள்ளது. உங்கள் {pooja} பணம் திருப்பப்படும் அல்லது மாற்றப்படும்.",
    te: "సన్నిధి: {date}న {temple} మూసి ఉంటుంది. మీ {pooja} డబ్బు వాపసు లేదా తేదీ మార్పు చేస్తారు.",
    kn: "ಸನ್ನಿಧಿ: {date} ರಂದು {temple} ಮುಚ್ಚಿರುತ್ತದೆ. ನಿಮ್ಮ {pooja} ಹಣ ಮರುಪಾವತಿ ಅಥವಾ ದಿನ ಬದಲಾವಣೆ ಆಗುತ್ತದೆ.",
    ml: "സന്നിധി: {date} ന് {temple} അടച്ചിരിക്കും. നിങ്ങളുടെ {pooja} പണം തിരികെ നൽകുകയോ മാറ്റുകയോ ചെയ്യും.",
  },
  performed: {
    en: "Sannidhi: your {pooja} at {temple} was performed on {date}. See it in My bookings.",
    hi: "सन्निधि: {temple} में आपकी {pooja} {date} को संपन्न हुई। मेरी बुकिंग में देखें।",
    ta: "சந்நிதி: {temple} கோயிலில் உங்கள் {pooja} {date} அன்று நடைபெற்றது. என் முன்பதிவுகளில் பாருங்கள்.",
    te: "సన్నిధి: {temple}లో మీ {pooja} {date}న జరిగింది. నా బుకింగ్‌లలో చూడండి.",
    kn: "ಸನ್ನಿಧಿ: {temple} ನಲ್ಲಿ ನಿಮ್ಮ {pooja} {date} ರಂದು ನೆರವೇರಿತು. ನನ್ನ ಬುಕಿಂಗ್‌ಗಳಲ್ಲಿ ನೋಡಿ.",
    ml: "സന്നിധി: {temple} ൽ നിങ്ങളുടെ {pooja} {date} ന് നടന്നു. എന്റെ ബുക്കിംഗുകളിൽ കാണുക.",
  },
  hold_expiring: {
    en: "Sannidhi: your places for {pooja} at {temple} on {date} are held a few more minutes. Pay now to keep them.",
    hi: "सन्निधि: {temple} में {date} को {pooja} के स्थान कुछ ही मिनट और रुके हैं। रखने के लिए अभी भुगतान करें।",
    ta: "சந்நிதி: {temple} கோயிலில் {date} {pooja} இடங்கள் சில நிமிடங்களே வைக்கப்படும். இப்போதே செலுத்துங்கள்.",
    te: "సన్నిధి: {temple}లో {date}న {pooja} స్థానాలు మరికొన్ని నిమిషాలే ఉంటాయి. ఇప్పుడే చెల్లించండి.",
    kn: "ಸನ್ನಿಧಿ: {temple} ನಲ್ಲಿ {date} {pooja} ಸ್ಥಳಗಳು ಇನ್ನು ಕೆಲವೇ ನಿಮಿಷ ಇರುತ್ತವೆ. ಈಗಲೇ ಪಾವತಿಸಿ.",
    ml: "സന്നിധി: {temple} ൽ {date} {pooja} സ്ഥലങ്ങൾ കുറച്ചു മിനിറ്റ് കൂടി മാത്രം. ഇപ്പോൾ പണമടയ്ക്കുക.",
  },
  reminder: {
    en: "Sannidhi: reminder - your {pooja} at {temple} is tomorrow, {date}, at {slot}.",
    hi: "सन्निधि: याद दिला दें - {temple} में आपकी {pooja} कल, {date} को {slot} बजे है।",
    ta: "சந்நிதி: நினைவூட்டல் - {temple} கோயிலில் உங்கள் {pooja} நாளை, {date}, {slot} மணிக்கு.",
    te: "సన్నిధి: గుర్తు - {temple}లో మీ {pooja} రేపు, {date}, {slot}కి.",
    kn: "ಸನ್ನಿಧಿ: ಜ್ಞಾಪನೆ - {temple} ನಲ್ಲಿ ನಿಮ್ಮ {pooja} ನಾಳೆ, {date}, {slot} ಕ್ಕೆ.",
    ml: "സന്നിധി: ഓർമ്മപ്പെടുത്തൽ - {temple} ൽ നിങ്ങളുടെ {pooja} നാളെ, {date}, {slot} ന്.",
  },
};

export type NoticeVars = Record<"pooja" | "temple" | "date" | "slot" | "amount", string>;

export function renderNotice(kind: DevoteeNoticeKind, lang: LanguageCode, vars: NoticeVars) {
  return NOTICE_TEMPLATES[kind][lang].replace(
    /\{(\w+)\}/g,
    (_, k: string) => vars[k as keyof NoticeVars] ?? "",
  );
}
