import { CONTACT_MESSAGE_VALUES, CONTACT_MESSAGES } from "@sannidhi/contracts";
import {
  CONTACT_FIELDS,
  CONTACT_INPUT,
  LANDING_ABOUT,
  LANDING_SLIDES,
  LANDING_STEPS,
  LANDING_TEAM,
} from "@sannidhi/contracts/landing";
import type { LanguageCode } from "@sannidhi/contracts/languages";
import { type Translate, translator } from "@sannidhi/site/translate";
import { createElement as h } from "react";
import type { PublicPage } from "./public-document.js";

/**
 * The web app's landing page (features/public/landing-page.tsx and its sections) as a light
 * document (issue 17, decision 165): the same slides, sections and texts from the web locales,
 * the slider a CSS scroll-snap strip with real links, and the contact form a plain <form> the
 * light script sends to POST /api/contact as JSON. The lists are the web app's own
 * (`@sannidhi/contracts/landing`).
 */
function section(
  id: string,
  title: string,
  intro: string,
  tint: boolean,
  ...children: ReturnType<typeof h>[]
) {
  return h(
    "section",
    { id, "aria-labelledby": `${id}-title`, tabIndex: -1, className: tint ? "band tint" : "band" },
    h(
      "div",
      { className: "wrap" },
      h("h2", { id: `${id}-title`, className: "band-title" }, title),
      h("p", { className: "lead" }, intro),
      ...children,
    ),
  );
}

/**
 * The contact form: the contract's messages, in the page's language, as a JSON map the script
 * uses to show the server's field errors in this language (the web app's `messageKey`).
 */
function contactForm(t: Translate) {
  const messages: Record<string, string> = {};
  for (const [key, english] of Object.entries(CONTACT_MESSAGES))
    messages[english] = t(`contact:errors.${key}`, CONTACT_MESSAGE_VALUES);
  return h(
    "form",
    {
      className: "contact-form",
      "data-contact": "/api/contact",
      noValidate: true,
      "aria-label": t("contact:title"),
      "data-messages": JSON.stringify(messages),
      "data-sent": t("contact:sent"),
      "data-failed": t("contact:failed"),
      "data-rate-limited": t("contact:rateLimited"),
      "data-sending": t("contact:sending"),
    },
    CONTACT_FIELDS.map((field) => {
      const id = `contact-${field}`;
      const hint = field === "phone" ? t("contact:phoneHint") : "";
      const common = {
        id,
        name: field,
        required: true,
        autoComplete: CONTACT_INPUT[field].autoComplete,
        "aria-describedby": `${id}-help`,
        "data-field": field,
      };
      return h(
        "div",
        { key: field, className: "field" },
        h("label", { htmlFor: id }, t(`contact:fields.${field}`), " *"),
        field === "message"
          ? h("textarea", { ...common, rows: 4 })
          : h("input", {
              ...common,
              type: CONTACT_INPUT[field].type,
              inputMode: CONTACT_INPUT[field].inputMode,
            }),
        h("p", { id: `${id}-help`, className: "help", "data-hint": hint }, hint),
      );
    }),
    h("div", { className: "outcome", role: "status", "aria-live": "polite" }),
    // Without the script the button stays disabled and the line below says why (decision 165).
    h("button", { type: "submit", className: "button", disabled: true }, t("contact:send")),
    h("noscript", null, h("p", { className: "muted" }, t("contact:noScript"))),
  );
}

/** /app: the landing page, every section and its text in the HTML. */
export function landingLightPage(lang: LanguageCode): Omit<PublicPage, "remember"> {
  const t = translator(lang);
  const total = LANDING_SLIDES.length;
  return {
    lang,
    path: "/app",
    title: t("landing:title"),
    description: t("landing:about.intro"),
    main: h(
      "div",
      { className: "landing" },
      h(
        "div",
        { id: "home", tabIndex: -1, className: "wrap hero-wrap" },
        h("h1", { className: "visually-hidden" }, t("appName")),
        h(
          "section",
          {
            className: "hero",
            "aria-roledescription": "carousel",
            "aria-label": t("landing:slider.label"),
          },
          h(
            "div",
            { className: "slides", tabIndex: 0 },
            LANDING_SLIDES.map((slide, i) =>
              h(
                "div",
                {
                  key: slide.key,
                  id: `slide-${i + 1}`,
                  className: "slide",
                  role: "group",
                  "aria-roledescription": "slide",
                  "aria-label": t("landing:slider.position", { n: i + 1, total }),
                },
                h("img", {
                  className: "slide-img",
                  src: slide.image,
                  alt: "",
                  width: 200,
                  height: 160,
                  loading: i === 0 ? "eager" : "lazy",
                }),
                h(
                  "div",
                  null,
                  h("h2", { className: "slide-title" }, t(`landing:slides.${slide.key}.title`)),
                  h("p", null, t(`landing:slides.${slide.key}.text`)),
                  i === 0
                    ? h("a", { className: "button", href: "#howitworks" }, t("landing:slider.cta"))
                    : null,
                ),
              ),
            ),
          ),
          h(
            "div",
            { className: "dots" },
            // Previous and next move the strip, so they need the script: kept in their place
            // but invisible until it runs (no shift when they appear).
            h(
              "button",
              {
                type: "button",
                className: "step-button",
                "data-slide-step": "-1",
                "aria-label": t("landing:slider.previous"),
              },
              "‹",
            ),
            LANDING_SLIDES.map((slide, i) =>
              h(
                "a",
                {
                  key: slide.key,
                  className: "dot",
                  href: `#slide-${i + 1}`,
                  "aria-label": t("landing:slider.goTo", { n: i + 1 }),
                },
                h("span", { className: "dot-mark", "aria-hidden": "true" }),
              ),
            ),
            h(
              "button",
              {
                type: "button",
                className: "step-button",
                "data-slide-step": "1",
                "aria-label": t("landing:slider.next"),
              },
              "›",
            ),
          ),
        ),
      ),
      section(
        "whatissannidhi",
        t("landing:about.title"),
        t("landing:about.intro"),
        false,
        h(
          "ul",
          { className: "grid four" },
          LANDING_ABOUT.map((k) =>
            h(
              "li",
              { key: k },
              h("h3", null, t(`landing:about.points.${k}.title`)),
              h("p", null, t(`landing:about.points.${k}.text`)),
            ),
          ),
        ),
      ),
      section(
        "our_team",
        t("landing:team.title"),
        t("landing:team.intro"),
        true,
        h(
          "ul",
          { className: "grid three team" },
          LANDING_TEAM.map((m) =>
            h(
              "li",
              { key: m.key },
              h("img", { src: m.image, alt: "", width: 96, height: 96, loading: "lazy" }),
              h("h3", null, t(`landing:team.members.${m.key}.name`)),
              h("p", { className: "role" }, t(`landing:team.members.${m.key}.role`)),
              h("p", null, t(`landing:team.members.${m.key}.text`)),
            ),
          ),
        ),
      ),
      section(
        "howitworks",
        t("landing:how.title"),
        t("landing:how.intro"),
        false,
        h(
          "ol",
          { className: "grid four steps" },
          LANDING_STEPS.map((k, i) =>
            h(
              "li",
              { key: k },
              h(
                "h3",
                null,
                h("span", { className: "step", "aria-hidden": "true" }, String(i + 1)),
                t(`landing:how.steps.${k}.title`),
              ),
              h("p", null, t(`landing:how.steps.${k}.text`)),
            ),
          ),
        ),
      ),
      section("contact-us", t("contact:title"), t("contact:intro"), true, contactForm(t)),
    ),
  };
}
