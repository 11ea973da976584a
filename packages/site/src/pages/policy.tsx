/** @jsxRuntime automatic */
import { POLICY_SECTIONS, type PolicyKind } from "../links.js";
import type { Translate } from "./types.js";

/** A policy page; its numbers come from the policy module the booking rules use. */
export function PolicyPage({ t, kind }: { t: Translate; kind: PolicyKind }) {
  return (
    <article className="wrap text">
      <h1>{t(`policy:${kind}.title`)}</h1>
      <p className="lead">{t(`policy:${kind}.intro`)}</p>
      {POLICY_SECTIONS[kind].map((section) => (
        <section key={section} aria-labelledby={`${kind}-${section}`}>
          <h2 id={`${kind}-${section}`}>{t(`policy:${kind}.${section}.heading`)}</h2>
          <p>{t(`policy:${kind}.${section}.body`)}</p>
        </section>
      ))}
    </article>
  );
}

/** A page that is not there (an unknown or unpublished temple), with the way back to the search. */
export function NotFoundPage({ t }: { t: Translate }) {
  return (
    <article className="wrap text">
      <h1>{t("discovery:temple.notFoundTitle")}</h1>
      <p className="lead">{t("discovery:temple.notFoundText")}</p>
      <p>
        <a href="/app/temples">{t("discovery:temple.backToSearch")}</a>
      </p>
    </article>
  );
}
