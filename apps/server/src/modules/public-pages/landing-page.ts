import type { LanguageCode } from "@sannidhi/contracts/languages";
import { LandingPage } from "@sannidhi/site/pages/landing";
import { translator } from "@sannidhi/site/translate";
import { createElement as h } from "react";
import type { PublicPage } from "./public-document.js";

/** /app: the landing page, every section and its text in the HTML. */
export function landingLightPage(lang: LanguageCode): Omit<PublicPage, "remember"> {
  const t = translator(lang);
  return {
    lang,
    path: "/app",
    title: t("landing:title"),
    description: t("landing:about.intro"),
    main: h(LandingPage, { t }),
  };
}
