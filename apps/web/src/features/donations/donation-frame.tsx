import { Button } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { DevoteeFrame } from "../../components/devotee-frame";

/** A donation page (issue 18): the devotee's frame with a link to "My donations", sign-in first. */
export function DonationFrame({
  title,
  signIn,
  children,
}: {
  title: string;
  signIn: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("donations");
  return (
    <DevoteeFrame
      title={title}
      signIn={signIn}
      width="40rem"
      links={
        <Button component={RouterLink} to="/app/donations">
          {t("mine.title")}
        </Button>
      }
    >
      {children}
    </DevoteeFrame>
  );
}
