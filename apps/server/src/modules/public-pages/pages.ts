import type { LanguageCode } from "@sannidhi/contracts/languages";
import { FAQ_PATH, POLICY_PATHS, type PolicyKind } from "@sannidhi/site/links";
import { FaqPage } from "@sannidhi/site/pages/faq";
import { NotFoundPage, PolicyPage } from "@sannidhi/site/pages/policy";
import { translator } from "@sannidhi/site/translate";
import { createElement as h } from "react";
import type { PublicPage } from "./public-document.js";

type Page = Omit<PublicPage, "remember">;

/** /faqs: every question with its answer in the HTML, each opening on its own (no script). */
export function faqPage(lang: LanguageCode): Page {
  const t = translator(lang);
  return {
    lang,
    path: FAQ_PATH,
    title: `${t("faq:title")} — ${t("appName")}`,
    description: t("faq:intro"),
    main: h(FaqPage, { t }),
  };
}

/** A policy page; its numbers come from the policy module the booking rules use. */
export function policyPage(lang: LanguageCode, kind: PolicyKind): Page {
  const t = translator(lang);
  return {
    lang,
    path: POLICY_PATHS[kind],
    title: `${t(`policy:${kind}.title`)} — ${t("appName")}`,
    description: t(`policy:${kind}.intro`),
    main: h(PolicyPage, { t, kind }),
  };
}

/** A temple that is not there (or not published): said so, with the way back to the search. */
export function notFoundPage(lang: LanguageCode, url: string): Page {
  const t = translator(lang);
  return {
    lang,
    path: url.split("?")[0] ?? "/",
    title: `${t("discovery:temple.notFoundTitle")} — ${t("appName")}`,
    description: t("discovery:temple.notFoundText"),
    head: ['<meta name="robots" content="noindex" />'],
    main: h(NotFoundPage, { t }),
  };
}
