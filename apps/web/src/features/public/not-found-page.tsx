import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PublicMessage } from "./public-message";

/** /session/404 (spec section 2): the not-found page with a Back to Dashboard link to /. */
export default function NotFoundPage() {
  const { t } = useTranslation("common");
  return (
    <PublicMessage
      title={t("notFound.title")}
      text={t("notFound.text")}
      action={
        <Button component={RouterLink} to="/" variant="contained">
          {t("notFound.back")}
        </Button>
      }
    />
  );
}
