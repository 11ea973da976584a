import { Button, Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PublicFrame } from "./public-frame";

/** /session/404 (spec section 2): the not-found page with a Back to Dashboard link to /. */
export default function NotFoundPage() {
  const { t } = useTranslation("common");
  return (
    <PublicFrame>
      <Container sx={{ py: 6, textAlign: "center" }}>
        <img src="/images/diya.svg" alt="" width={160} height={128} />
        <Typography variant="h4" component="h1" sx={{ mt: 2, fontWeight: 700 }}>
          {t("notFound.title")}
        </Typography>
        <Typography sx={{ mt: 1.5 }}>{t("notFound.text")}</Typography>
        <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
          {t("notFound.back")}
        </Button>
      </Container>
    </PublicFrame>
  );
}
