import ExpandMore from "@mui/icons-material/ExpandMore";
import { Accordion, AccordionDetails, AccordionSummary, Typography } from "@mui/material";
import { POLICY } from "@sannidhi/contracts/policy";
import { FAQ_TOPICS } from "@sannidhi/site/links";
import { useTranslation } from "react-i18next";
import { Sample } from "../sample";
import { Keys, States } from "./states";

/** `/material/expansion-panel`: the FAQ's accordions, with the FAQ's own questions and answers. */
export default function ExpansionPanelPage() {
  const { t } = useTranslation(["styleguide", "faq"]);
  const [topic, questions] = Object.entries(FAQ_TOPICS)[2] ?? ["cancellation", []];
  return (
    <>
      <Sample
        title={t("expansion.faq")}
        intro={t("expansion.faqIntro")}
        code={`<Accordion disableGutters>\n  <AccordionSummary expandIcon={<ExpandMore />}>…</AccordionSummary>\n  <AccordionDetails>…</AccordionDetails>\n</Accordion>`}
      >
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t(`faq:${topic}.title`)}
        </Typography>
        {questions.map((q, i) => (
          <Accordion key={q} disableGutters defaultExpanded={i === 0}>
            <AccordionSummary
              expandIcon={<ExpandMore />}
              id={`sg-${q}-q`}
              aria-controls={`sg-${q}-a`}
            >
              <Typography sx={{ fontWeight: 600 }}>{t(`faq:${topic}.${q}.q`)}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`sg-${q}-a`} role="region" aria-labelledby={`sg-${q}-q`}>
              <Typography>{t(`faq:${topic}.${q}.a`, { ...POLICY })}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Sample>
      <Sample title={t("common.states")}>
        <States
          items={[
            {
              name: t("common.disabled"),
              children: (
                <Accordion disabled disableGutters>
                  <AccordionSummary expandIcon={<ExpandMore />}>
                    <Typography>{t("faq:otp.what.q")}</Typography>
                  </AccordionSummary>
                </Accordion>
              ),
            },
          ]}
        />
      </Sample>
      <Keys text={t("expansion.keys")} />
    </>
  );
}
