import type { LanguageCode } from "@sannidhi/contracts/languages";
import {
  FAQ_PATH,
  FAQ_TOPICS,
  POLICY_PATHS,
  POLICY_SECTIONS,
  type PolicyKind,
} from "@sannidhi/site/links";
import { translator } from "@sannidhi/site/translate";
import { createElement as h } from "react";
import type { PublicPage } from "./public-document.js";

/** /faqs: every question with its answer in the HTML, each opening on its own (no script). */
export function faqPage(lang: LanguageCode): Omit<PublicPage, "remember"> {
  const t = translator(lang);
  const title = t("faq:title");
  return {
    lang,
    path: FAQ_PATH,
    title: `${title} — ${t("appName")}`,
    description: t("faq:intro"),
    main: h(
      "article",
      { className: "wrap text" },
      h("h1", null, title),
      h("p", { className: "lead" }, t("faq:intro")),
      Object.entries(FAQ_TOPICS).map(([topic, questions]) =>
        h(
          "section",
          { key: topic, "aria-labelledby": `faq-${topic}` },
          h("h2", { id: `faq-${topic}` }, t(`faq:${topic}.title`)),
          questions.map((q) =>
            h(
              "details",
              { key: q, className: "faq", id: `faq-${topic}-${q}` },
              h("summary", null, h("h3", null, t(`faq:${topic}.${q}.q`))),
              h("p", null, t(`faq:${topic}.${q}.a`)),
            ),
          ),
        ),
      ),
    ),
  };
}

/** A policy page; its numbers come from the policy module the booking rules use. */
export function policyPage(lang: LanguageCode, kind: PolicyKind): Omit<PublicPage, "remember"> {
  const t = translator(lang);
  const title = t(`policy:${kind}.title`);
  return {
    lang,
    path: POLICY_PATHS[kind],
    title: `${title} — ${t("appName")}`,
    description: t(`policy:${kind}.intro`),
    main: h(
      "article",
      { className: "wrap text" },
      h("h1", null, title),
      h("p", { className: "lead" }, t(`policy:${kind}.intro`)),
      POLICY_SECTIONS[kind].map((section) =>
        h(
          "section",
          { key: section, "aria-labelledby": `${kind}-${section}` },
          h("h2", { id: `${kind}-${section}` }, t(`policy:${kind}.${section}.heading`)),
          h("p", null, t(`policy:${kind}.${section}.body`)),
        ),
      ),
    ),
  };
}
