import { Button, Container, Stack, Typography } from "@mui/material";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { RequireDevotee } from "../../components/require-devotee";
import { PublicFrame } from "../public/public-frame";

/** A donation page (issue 18): the public frame, the title, a link to "My donations", sign-in. */
export function DonationFrame({
  title,
  signIn,
  children,
}: {
  title: string;
  signIn: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(["donations", "common"]);
  useEffect(() => {
    document.title = `${title} — ${t("common:appName")}`;
  }, [title, t]);
  return (
    <PublicFrame>
      <Container sx={{ py: { xs: 2, sm: 3 }, maxWidth: "40rem !important" }}>
        <Stack
          direction="row"
          sx={{
            justifyContent: "space-between",
            alignItems: "center",
            flexWrap: "wrap",
            gap: 1,
            mb: 2,
          }}
        >
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Button component={RouterLink} to="/app/donations">
            {t("mine.title")}
          </Button>
        </Stack>
        <RequireDevotee message={signIn}>{children}</RequireDevotee>
      </Container>
    </PublicFrame>
  );
}
