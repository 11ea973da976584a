import { Button } from "@mui/material";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Loading } from "../../components/loading";
import { loadDocument } from "../../lib/document";
import { PublicMessage } from "./public-message";

/**
 * An address of the public site (the landing page, the temple search and pages, the FAQs and
 * policies), which the server renders (issue 36, decision 221): the web app has no page of its
 * own for it. Reached from inside the app, the server's page is loaded in place of this history
 * entry, so Back returns to where the devotee was. When this document was itself sent for that
 * address — the server could not render the page, or the offline copy had none — it says so
 * in the devotee's language and offers to try again, instead of loading itself forever.
 */
export default function ServerPage() {
  const { t } = useTranslation("common");
  const location = useLocation();
  // React Router's first location of a document has the key "default"; any navigation's has
  // a key of its own.
  const sentForThisAddress = location.key === "default";
  const href = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (!sentForThisAddress) loadDocument(href);
  }, [sentForThisAddress, href]);
  if (!sentForThisAddress) return <Loading />;
  return (
    <PublicMessage
      title={t("unavailable.title")}
      text={t("unavailable.text")}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t("unavailable.retry")}
        </Button>
      }
    />
  );
}
