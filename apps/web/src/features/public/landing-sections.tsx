import { Box, Container, Typography } from "@mui/material";
import { LANDING_ABOUT, LANDING_STEPS, LANDING_TEAM } from "@sannidhi/contracts/landing";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A landing-page section: its anchor id (spec section 2), a heading and a landmark. */
export function Section({
  id,
  title,
  intro,
  children,
  tint,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tint?: boolean;
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      sx={{ py: { xs: 4, sm: 6 }, bgcolor: tint ? "#f8fafc" : undefined, outline: "none" }}
    >
      <Container>
        <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {intro && (
          <Typography sx={{ mt: 1.5, maxWidth: "42rem", fontSize: "1.05rem" }}>{intro}</Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}

const grid = {
  display: "grid",
  gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(4, 1fr)" },
  gap: 3,
  mt: 3,
  p: 0,
  listStyle: "none",
} as const;

export function AboutSection() {
  const { t } = useTranslation("landing");
  return (
    <Section id="whatissannidhi" title={t("about.title")} intro={t("about.intro")}>
      <Box component="ul" sx={grid}>
        {LANDING_ABOUT.map((k) => (
          <li key={k}>
            <Typography component="h3" variant="h6" sx={{ color: "secondary.dark" }}>
              {t(`about.points.${k}.title`)}
            </Typography>
            <Typography sx={{ mt: 0.5 }}>{t(`about.points.${k}.text`)}</Typography>
          </li>
        ))}
      </Box>
    </Section>
  );
}

export function TeamSection() {
  const { t } = useTranslation("landing");
  return (
    <Section id="our_team" title={t("team.title")} intro={t("team.intro")} tint>
      <Box
        component="ul"
        sx={{ ...grid, gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" } }}
      >
        {LANDING_TEAM.map((m) => (
          <Box
            component="li"
            key={m.key}
            sx={{ textAlign: "center", p: 2, bgcolor: "#fff", borderRadius: 2 }}
          >
            <img src={m.image} alt="" width={96} height={96} loading="lazy" />
            <Typography component="h3" variant="h6" sx={{ mt: 1 }}>
              {t(`team.members.${m.key}.name`)}
            </Typography>
            <Typography sx={{ color: "secondary.dark", fontWeight: 600 }}>
              {t(`team.members.${m.key}.role`)}
            </Typography>
            <Typography sx={{ mt: 1 }}>{t(`team.members.${m.key}.text`)}</Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

export function HowItWorksSection() {
  const { t } = useTranslation("landing");
  return (
    <Section id="howitworks" title={t("how.title")} intro={t("how.intro")}>
      <Box component="ol" sx={{ ...grid, counterReset: "step" }}>
        {LANDING_STEPS.map((k, i) => (
          <li key={k}>
            <Typography component="h3" variant="h6">
              <Box
                component="span"
                aria-hidden="true"
                sx={{
                  display: "inline-flex",
                  width: 32,
                  height: 32,
                  mr: 1,
                  borderRadius: "50%",
                  bgcolor: "primary.main",
                  color: "#fff",
                  alignItems: "center",
                  justifyContent: "center",
                }}
              >
                {i + 1}
              </Box>
              {t(`how.steps.${k}.title`)}
            </Typography>
            <Typography sx={{ mt: 0.5 }}>{t(`how.steps.${k}.text`)}</Typography>
          </li>
        ))}
      </Box>
    </Section>
  );
}
