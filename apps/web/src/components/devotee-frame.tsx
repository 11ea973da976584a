import { Container, Stack, Typography } from "@mui/material";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PublicFrame } from "../features/public/public-frame";
import { RequireDevotee } from "./require-devotee";

/**
 * A devotee's page of a feature (the shop, donations): the public frame, the page's title (also
 * the document's) with the feature's own links beside it, and — when `signIn` says why — sign-in
 * first. The shop and donations pages looked the same by copy; they share this instead.
 */
export function DevoteeFrame({
  title,
  links,
  signIn,
  width,
  children,
}: {
  title: string;
  /** The feature's links beside the title (its nav, or a link to the devotee's own list). */
  links: ReactNode;
  signIn?: string;
  /** The page's width; null for the container's own (a grid of cards). */
  width: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  useEffect(() => {
    document.title = `${title} — ${t("appName")}`;
  }, [title, t]);
  return (
    <PublicFrame>
      <Container
        sx={{ py: { xs: 2, sm: 3 }, ...(width ? { maxWidth: `${width} !important` } : {}) }}
      >
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
          {links}
        </Stack>
        {signIn ? <RequireDevotee message={signIn}>{children}</RequireDevotee> : children}
      </Container>
    </PublicFrame>
  );
}
