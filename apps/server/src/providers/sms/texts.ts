import type { LanguageCode } from "@sannidhi/contracts/languages";
import type { SmsConfig } from "../../config.js";

/**
 * The SMS a devotee gets that are not booking notices (those are `devotee-notices/templates.ts`),
 * in each of the six languages (issue 37: "the sign-in code and booking SMS are English"). These
 * texts are what is registered with DLT, one template per kind and language, with `{name}` the
 * template's variables. The sign-in code's lifetime matches OTP.expiresInSeconds (300 s).
 */
export const SMS_TEXTS = {
  otp: {
    en: "{code} is your Sannidhi sign-in code. It expires in 5 minutes. Do not share it.",
    hi: "{code} आपका सन्निधि साइन-इन कोड है। यह 5 मिनट में समाप्त हो जाएगा। इसे किसी से साझा न करें।",
    ta: "{code} உங்கள் சந்நிதி உள்நுழைவுக் குறியீடு. இது 5 நிமிடங்களில் காலாவதியாகும். யாருடனும் பகிர வேண்டாம்.",
    te: "{code} మీ సన్నిధి సైన్-ఇన్ కోడ్. ఇది 5 నిమిషాల్లో ముగుస్తుంది. దీన్ని ఎవరితోనూ పంచుకోవద్దు.",
    kn: "{code} ನಿಮ್ಮ ಸನ್ನಿಧಿ ಸೈನ್-ಇನ್ ಕೋಡ್. ಇದು 5 ನಿಮಿಷಗಳಲ್ಲಿ ಅವಧಿ ಮುಗಿಯುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.",
    ml: "{code} നിങ്ങളുടെ സന്നിധി സൈൻ-ഇൻ കോഡ് ആണ്. ഇത് 5 മിനിറ്റിനുള്ളിൽ കാലഹരണപ്പെടും. ആരുമായും പങ്കിടരുത്.",
  },
  booking_confirmed: {
    en: "Sannidhi: {pooja} at {temple} on {date} {slot} is confirmed. Receipt {receipt}.",
    hi: "सन्निधि: {temple} में {date} {slot} को आपकी {pooja} की पुष्टि हो गई है। रसीद {receipt}।",
    ta: "சந்நிதி: {temple} கோயிலில் {date} {slot} உங்கள் {pooja} உறுதிசெய்யப்பட்டது. ரசீது {receipt}.",
    te: "సన్నిధి: {temple}లో {date} {slot}కు మీ {pooja} నిర్ధారించబడింది. రసీదు {receipt}.",
    kn: "ಸನ್ನಿಧಿ: {temple} ನಲ್ಲಿ {date} {slot} ಕ್ಕೆ ನಿಮ್ಮ {pooja} ದೃಢೀಕರಿಸಲಾಗಿದೆ. ರಸೀದಿ {receipt}.",
    ml: "സന്നിധി: {temple}ൽ {date} {slot}ന് നിങ്ങളുടെ {pooja} സ്ഥിരീകരിച്ചു. രസീത് {receipt}.",
  },
  donation_thanks: {
    en: "Sannidhi: thank you for your gift of Rs {amount} to {temple}. Receipt {receipt}.",
    hi: "सन्निधि: {temple} को रु {amount} के आपके दान के लिए धन्यवाद। रसीद {receipt}।",
    ta: "சந்நிதி: {temple} கோயிலுக்கு ரூ {amount} நன்கொடைக்கு நன்றி. ரசீது {receipt}.",
    te: "సన్నిధి: {temple}కు రూ {amount} విరాళానికి ధన్యవాదాలు. రసీదు {receipt}.",
    kn: "ಸನ್ನಿಧಿ: {temple} ಗೆ ರೂ {amount} ದೇಣಿಗೆಗೆ ಧನ್ಯವಾದಗಳು. ರಸೀದಿ {receipt}.",
    ml: "സന്നിധി: {temple}ന് രൂ {amount} സംഭാവനയ്ക്ക് നന്ദി. രസീത് {receipt}.",
  },
  order_dispatched: {
    en: "Sannidhi: your order {order} from {temple} has been dispatched by {courier}{tracking}.",
    hi: "सन्निधि: {temple} से आपका ऑर्डर {order} {courier} द्वारा भेज दिया गया है{tracking}।",
    ta: "சந்நிதி: {temple} கோயிலிலிருந்து உங்கள் ஆர்டர் {order} {courier} மூலம் அனுப்பப்பட்டது{tracking}.",
    te: "సన్నిధి: {temple} నుండి మీ ఆర్డర్ {order} {courier} ద్వారా పంపబడింది{tracking}.",
    kn: "ಸನ್ನಿಧಿ: {temple} ನಿಂದ ನಿಮ್ಮ ಆರ್ಡರ್ {order} ಅನ್ನು {courier} ಮೂಲಕ ಕಳುಹಿಸಲಾಗಿದೆ{tracking}.",
    ml: "സന്നിധി: {temple}ൽ നിന്ന് നിങ്ങളുടെ ഓർഡർ {order} {courier} വഴി അയച്ചു{tracking}.",
  },
  /**
   * A "Remind me" on a quota release (issue 37, item 2; docs/decisions/225), sent when its queue
   * opens: `{from}`–`{to}` the released dates, `{at}` the release time in IST ("10:00").
   */
  release_opens: {
    en: "Sannidhi: the queue for {pooja} at {temple} is open. Dates {from} to {to} open at {at} IST; join now for your turn.",
    hi: "सन्निधि: {temple} में {pooja} की कतार खुल गई है। {from} से {to} तक की तिथियाँ {at} IST पर खुलेंगी; अपनी बारी के लिए अभी कतार में जुड़ें।",
    ta: "சந்நிதி: {temple} கோயிலில் {pooja} வரிசை திறந்துவிட்டது. {from} முதல் {to} வரையிலான தேதிகள் {at} IST மணிக்குத் திறக்கும்; உங்கள் முறைக்கு இப்போதே சேருங்கள்.",
    te: "సన్నిధి: {temple}లో {pooja} వరుస తెరుచుకుంది. {from} నుండి {to} వరకు తేదీలు {at} ISTకి తెరుచుకుంటాయి; మీ వంతు కోసం ఇప్పుడే వరుసలో చేరండి.",
    kn: "ಸನ್ನಿಧಿ: {temple} ನಲ್ಲಿ {pooja} ಸರದಿ ತೆರೆದಿದೆ. {from} ರಿಂದ {to} ರವರೆಗಿನ ದಿನಾಂಕಗಳು {at} IST ಕ್ಕೆ ತೆರೆಯುತ್ತವೆ; ನಿಮ್ಮ ಸರದಿಗಾಗಿ ಈಗಲೇ ಸೇರಿ.",
    ml: "സന്നിധി: {temple}ൽ {pooja} ക്യൂ തുറന്നു. {from} മുതൽ {to} വരെയുള്ള തീയതികൾ {at} IST-ന് തുറക്കും; നിങ്ങളുടെ ഊഴത്തിനായി ഇപ്പോൾ ക്യൂവിൽ ചേരുക.",
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type SmsKind = keyof typeof SMS_TEXTS;

/** The word before a tracking number, in a dispatch SMS: " (tracking EM123…)". */
export const TRACKING_WORD: Record<LanguageCode, string> = {
  en: "tracking",
  hi: "ट्रैकिंग",
  ta: "கண்காணிப்பு எண்",
  te: "ట్రాకింగ్",
  kn: "ಟ್ರ್ಯಾಕಿಂಗ್",
  ml: "ട്രാക്കിങ്",
};

/** Fills a template's `{name}` variables. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "");
}

/**
 * The language and DLT template a message of `kind` goes out with (issue 37). DLT delivers only
 * the texts registered for a template, so through the real gateway a language is used when its
 * template is configured (`SMS_NOTICE_TEMPLATES`: `kind.lang=id`), English otherwise (`kind=id`;
 * the sign-in code's English template is `SMS_TEMPLATE_ID`). The dev outbox speaks every language.
 */
export function dltChoice(
  sms: Pick<SmsConfig, "provider" | "noticeTemplates" | "templateId">,
  kind: string,
  language: LanguageCode,
): { language: LanguageCode; templateId: string | undefined } {
  const own = sms.noticeTemplates[`${kind}.${language}`];
  const english = sms.noticeTemplates[kind] ?? (kind === "otp" ? sms.templateId : undefined);
  if (sms.provider !== "msg91") return { language, templateId: own ?? english };
  if (own) return { language, templateId: own };
  return { language: "en", templateId: english };
}

/** The GSM 03.38 basic set and its extension: a text of only these is sent 7 bits a character. */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€";

/**
 * How many SMS a text takes (issue 37: "Unicode SMS take more segments: count them in the SMS
 * budget"): 160 GSM characters in one (153 a part beyond), the extension's characters counting
 * two; any other character makes the whole text UCS-2, 70 in one and 67 a part beyond. Counted in
 * UTF-16 units, as the network does.
 */
export function smsSegments(text: string): number {
  let gsm = 0;
  let unicode = false;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) gsm += 1;
    else if (GSM_EXTENDED.includes(ch)) gsm += 2;
    else {
      unicode = true;
      break;
    }
  }
  if (unicode) {
    const units = text.length;
    return units <= 70 ? 1 : Math.ceil(units / 67);
  }
  return gsm <= 160 ? 1 : Math.ceil(gsm / 153);
}

/** A devotee's SMS of `kind` in their language where DLT allows it: its text, variables, template. */
export function devoteeSms(
  sms: Pick<SmsConfig, "provider" | "noticeTemplates" | "templateId">,
  kind: SmsKind,
  language: LanguageCode,
  vars: Record<string, string>,
) {
  const choice = dltChoice(sms, kind, language);
  return {
    text: fill(SMS_TEXTS[kind][choice.language], vars),
    vars,
    templateId: choice.templateId,
    language: choice.language,
  };
}
