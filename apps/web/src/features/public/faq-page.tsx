import ExpandMore from "@mui/icons-material/ExpandMore";
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Container,
  Typography,
} from "@mui/material";
import { FAQ_TOPICS } from "@sannidhi/site/links";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { policyValues } from "./policy-page";
import { PublicFrame } from "./public-frame";

/**
 * The FAQ page /faqs. MUI's accordion renders each question as a button with aria-expanded and
 * aria-controls, under a heading, so it works by keyboard and with screen readers.
 */
export default function FaqPage() {
  const { t } = useTranslation(["faq", "common"]);
  useEffect(() => {
    document.title = `${t("title")} — ${t("common:appName")}`;
  }, [t]);
  return (
    <PublicFrame>
      <Container sx={{ py: 4, maxWidth: "48rem !important" }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t("title")}
        </Typography>
        <Typography sx={{ mt: 1.5 }}>{t("intro")}</Typography>
        {Object.entries(FAQ_TOPICS).map(([topic, questions]) => (
          <section key={topic} aria-labelledby={`faq-${topic}`}>
            <Typography id={`faq-${topic}`} variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
              {t(`${topic}.title`)}
            </Typography>
            {questions.map((q) => (
              <Accordion key={q} disableGutters>
                <AccordionSummary
                  expandIcon={<ExpandMore />}
                  id={`faq-${topic}-${q}-q`}
                  aria-controls={`faq-${topic}-${q}-a`}
                >
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {t(`${topic}.${q}.q`)}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails
                  id={`faq-${topic}-${q}-a`}
                  role="region"
                  aria-labelledby={`faq-${topic}-${q}-q`}
                >
                  <Typography>{t(`${topic}.${q}.a`, policyValues)}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </section>
        ))}
      </Container>
    </PublicFrame>
  );
}
