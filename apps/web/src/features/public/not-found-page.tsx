import { Button } from "@mui/material";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { SessionContext } from "../../app/session";
import { PublicMessage } from "./public-message";

/**
 * /session/404 (spec section 2): the not-found page with a way home that fits who is looking
 * (issue 37) — staff get the spec's "Back to Dashboard" link to `/`; a signed-in devotee goes to
 * their own page (also `/`, which shows them their home); a visitor to the landing page.
 */
export default function NotFoundPage() {
  const { t } = useTranslation("common");
  const state = useContext(SessionContext)?.state;
  const role = state?.status === "authenticated" ? state.user.role : null;
  const action =
    role === null ? (
      // The landing page is the public site's (decision 221): a document link.
      <Button href="/app" variant="contained">
        {t("notFound.home")}
      </Button>
    ) : (
      <Button component={RouterLink} to="/" variant="contained">
        {role === "user" || role === "GUEST" ? t("notFound.mine") : t("notFound.back")}
      </Button>
    );
  return <PublicMessage title={t("notFound.title")} text={t("notFound.text")} action={action} />;
}
