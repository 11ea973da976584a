import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Loading } from "../../components/loading";
import { Section } from "./landing-sections";

// The form brings react-hook-form, zod and MUI's text fields (about 50 KB gzip): it loads when
// the section comes near the screen, not with the first paint (issue 5 budget, decision 031).
const ContactForm = lazy(() => import("./contact-form"));

function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(
    () => typeof IntersectionObserver === "undefined" || window.location.hash === "#contact-us",
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

export function ContactSection() {
  const { t } = useTranslation("contact");
  const { ref, near } = useNearScreen<HTMLDivElement>();
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
