/** @jsxRuntime automatic */
import { CONTACT_MESSAGE_VALUES, CONTACT_MESSAGES } from "@sannidhi/contracts";
import {
  CONTACT_FIELDS,
  CONTACT_INPUT,
  LANDING_ABOUT,
  LANDING_SLIDES,
  LANDING_STEPS,
  LANDING_TEAM,
} from "@sannidhi/contracts/landing";
import type { ReactNode } from "react";
import type { Translate } from "./types.js";

/**
 * /app, the landing page (issue 17, decision 165): the slides, the sections and the contact
 * form, every text in the HTML. The slider is a CSS scroll-snap strip with real links; the
 * contact form a plain <form> the light script sends to POST /api/contact as JSON.
 */
export function LandingPage({ t }: { t: Translate }) {
  const total = LANDING_SLIDES.length;
  return (
    <div className="landing">
      <div id="home" tabIndex={-1} className="wrap hero-wrap">
        <h1 className="visually-hidden">{t("appName")}</h1>
        <section
          className="hero"
          aria-roledescription="carousel"
          aria-label={t("landing:slider.label")}
        >
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip must take the keyboard's focus to be scrolled by it */}
          <div className="slides" tabIndex={0}>
            {LANDING_SLIDES.map((slide, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the carousel pattern of WAI-ARIA: a slide is a group
              <div
                key={slide.key}
                id={`slide-${i + 1}`}
                className="slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t("landing:slider.position", { n: i + 1, total })}
              >
                <img
                  className="slide-img"
                  src={slide.image}
                  alt=""
                  width={200}
                  height={160}
                  loading={i === 0 ? "eager" : "lazy"}
                />
                <div>
                  <h2 className="slide-title">{t(`landing:slides.${slide.key}.title`)}</h2>
                  <p>{t(`landing:slides.${slide.key}.text`)}</p>
                  {i === 0 ? (
                    <a className="button" href="#howitworks">
                      {t("landing:slider.cta")}
                    </a>
                  ) : null}
                </div>
              </div>
            ))}
          </div>
          <div className="dots">
            {/* Previous and next move the strip, so they need the script: kept in their place
                but invisible until it runs (no shift when they appear). */}
            <button
              type="button"
              className="step-button"
              data-slide-step="-1"
              aria-label={t("landing:slider.previous")}
            >
              ‹
            </button>
            {LANDING_SLIDES.map((slide, i) => (
              <Dot key={slide.key} n={i + 1} label={t("landing:slider.goTo", { n: i + 1 })} />
            ))}
            <button
              type="button"
              className="step-button"
              data-slide-step="1"
              aria-label={t("landing:slider.next")}
            >
              ›
            </button>
          </div>
        </section>
      </div>
      <Band id="whatissannidhi" title={t("landing:about.title")} intro={t("landing:about.intro")}>
        <ul className="grid four">
          {LANDING_ABOUT.map((k) => (
            <li key={k}>
              <h3>{t(`landing:about.points.${k}.title`)}</h3>
              <p>{t(`landing:about.points.${k}.text`)}</p>
            </li>
          ))}
        </ul>
      </Band>
      <Band id="our_team" title={t("landing:team.title")} intro={t("landing:team.intro")} tint>
        <ul className="grid three team">
          {LANDING_TEAM.map((m) => (
            <li key={m.key}>
              <img src={m.image} alt="" width={96} height={96} loading="lazy" />
              <h3>{t(`landing:team.members.${m.key}.name`)}</h3>
              <p className="role">{t(`landing:team.members.${m.key}.role`)}</p>
              <p>{t(`landing:team.members.${m.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Band>
      <Band id="howitworks" title={t("landing:how.title")} intro={t("landing:how.intro")}>
        <ol className="grid four steps">
          {LANDING_STEPS.map((k, i) => (
            <li key={k}>
              <h3>
                <span className="step" aria-hidden="true">
                  {String(i + 1)}
                </span>
                {t(`landing:how.steps.${k}.title`)}
              </h3>
              <p>{t(`landing:how.steps.${k}.text`)}</p>
            </li>
          ))}
        </ol>
      </Band>
      <Band id="contact-us" title={t("contact:title")} intro={t("contact:intro")} tint>
        <ContactForm t={t} />
      </Band>
    </div>
  );
}

/** A dot of the slider: a link to its slide, named by its label. */
function Dot({ n, label }: { n: number; label: string }) {
  return (
    <a className="dot" href={`#slide-${n}`} aria-label={label}>
      <span className="dot-mark" />
    </a>
  );
}

/** One section of the landing page, reachable by its anchor (the header's links). */
function Band(props: {
  id: string;
  title: string;
  intro: string;
  tint?: boolean;
  children: ReactNode;
}) {
  const { id } = props;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className={props.tint ? "band tint" : "band"}
    >
      <div className="wrap">
        <h2 id={`${id}-title`} className="band-title">
          {props.title}
        </h2>
        <p className="lead">{props.intro}</p>
        {props.children}
      </div>
    </section>
  );
}

/**
 * The contact form: the contract's messages, in the page's language, as a JSON map the script
 * uses to show the server's field errors in this language.
 */
function ContactForm({ t }: { t: Translate }) {
  const messages: Record<string, string> = {};
  for (const [key, english] of Object.entries(CONTACT_MESSAGES))
    messages[english] = t(`contact:errors.${key}`, CONTACT_MESSAGE_VALUES);
  return (
    <form
      className="contact-form"
      data-contact="/api/contact"
      noValidate
      aria-label={t("contact:title")}
      data-messages={JSON.stringify(messages)}
      data-sent={t("contact:sent")}
      data-failed={t("contact:failed")}
      data-rate-limited={t("contact:rateLimited")}
      data-sending={t("contact:sending")}
    >
      {CONTACT_FIELDS.map((field) => {
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
        return (
          <div key={field} className="field">
            <label htmlFor={id}>
              {t(`contact:fields.${field}`)}
              {" *"}
            </label>
            {field === "message" ? (
              <textarea {...common} rows={4} />
            ) : (
              <input
                {...common}
                type={CONTACT_INPUT[field].type}
                inputMode={CONTACT_INPUT[field].inputMode}
              />
            )}
            <p id={`${id}-help`} className="help" data-hint={hint}>
              {hint}
            </p>
          </div>
        );
      })}
      <div className="outcome" role="status" aria-live="polite" />
      {/* Without the script the button stays disabled and the line below says why (decision 165). */}
      <button type="submit" className="button" disabled>
        {t("contact:send")}
      </button>
      <noscript>
        <p className="muted">{t("contact:noScript")}</p>
      </noscript>
    </form>
  );
}
