import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Loading } from "../../components/loading";
import { useNearScreen } from "../../components/use-near-screen";
import { Section } from "./landing-sections";

// The form brings react-hook-form, zod and MUI's text fields (about 50 KB gzip): it loads when
// the section comes near the screen, not with the first paint (issue 5 budget, decision 031).
const ContactForm = lazy(() => import("./contact-form"));

export function ContactSection() {
  const { t } = useTranslation("contact");
  const { ref, near } = useNearScreen<HTMLDivElement>(window.location.hash === "#contact-us");
  return (
    <Section id="contact-us" title={t("title")} intro={t("intro")} tint>
      <div ref={ref} style={{ minHeight: near ? undefined : 480 }}>
        {near && (
          <Suspense fallback={<Loading />}>
            <ContactForm />
          </Suspense>
        )}
      </div>
    </Section>
  );
}
