import { Container } from "@mui/material";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ContactSection } from "./contact-section";
import { HeroSlider } from "./hero-slider";
import { AboutSection, HowItWorksSection, TeamSection } from "./landing-sections";
import { PublicFrame } from "./public-frame";

/** The landing page /app (spec section 2), its sections reachable by their anchors. */
export default function LandingPage() {
  const { t } = useTranslation(["landing", "contact"]);
  const { hash } = useLocation();
  const title = t("title");
  useEffect(() => {
    document.title = title;
  }, [title]);

  // The top bar's links are router links to /app#<anchor>: bring that section into view and
  // give it focus, so keyboard and screen-reader users land where sighted users look.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  }, [hash]);

  return (
    <PublicFrame>
      <Container id="home" tabIndex={-1} sx={{ pt: { xs: 2, sm: 3 }, outline: "none" }}>
        <HeroSlider />
      </Container>
      <AboutSection />
      <TeamSection />
      <HowItWorksSection />
      <ContactSection />
    </PublicFrame>
  );
}
