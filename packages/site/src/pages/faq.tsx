/** @jsxRuntime automatic */
import { FAQ_TOPICS } from "../links.js";
import type { Translate } from "./types.js";

/** /faqs: every question with its answer in the HTML, each opening on its own (no script). */
export function FaqPage({ t }: { t: Translate }) {
  return (
    <article className="wrap text">
      <h1>{t("faq:title")}</h1>
      <p className="lead">{t("faq:intro")}</p>
      {Object.entries(FAQ_TOPICS).map(([topic, questions]) => (
        <section key={topic} aria-labelledby={`faq-${topic}`}>
          <h2 id={`faq-${topic}`}>{t(`faq:${topic}.title`)}</h2>
          {questions.map((q) => (
            <details key={q} className="faq" id={`faq-${topic}-${q}`}>
              <summary>
                <h3>{t(`faq:${topic}.${q}.q`)}</h3>
              </summary>
              <p>{t(`faq:${topic}.${q}.a`)}</p>
            </details>
          ))}
        </section>
      ))}
    </article>
  );
}
