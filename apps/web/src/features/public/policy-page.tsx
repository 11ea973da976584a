import { Container, Typography } from "@mui/material";
// The policy module alone: the contracts index would bring zod (26 KB gzip) to a text page.
import { POLICY } from "@sannidhi/contracts/policy";
import { POLICY_SECTIONS, type PolicyKind } from "@sannidhi/site/links";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PublicFrame } from "./public-frame";

/** Every value of POLICY, for interpolation into the translated text. */
export const policyValues = { ...POLICY } as Record<string, string | number>;

export default function PolicyPage({ kind }: { kind: PolicyKind }) {
  const { t } = useTranslation(["policy", "common"]);
  const title = t(`${kind}.title`);
  useEffect(() => {
    document.title = `${title} — ${t("common:appName")}`;
  }, [title, t]);
  return (
    <PublicFrame>
      <Container component="article" sx={{ py: 4, maxWidth: "48rem !important" }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 2, fontSize: "1.05rem" }}>
          {t(`${kind}.intro`, policyValues)}
        </Typography>
        {POLICY_SECTIONS[kind].map((section) => (
          <section key={section} aria-labelledby={`${kind}-${section}`}>
            <Typography id={`${kind}-${section}`} variant="h5" component="h2" sx={{ mt: 3 }}>
              {t(`${kind}.${section}.heading`)}
            </Typography>
            <Typography sx={{ mt: 1 }}>{t(`${kind}.${section}.body`, policyValues)}</Typography>
          </section>
        ))}
      </Container>
    </PublicFrame>
  );
}
