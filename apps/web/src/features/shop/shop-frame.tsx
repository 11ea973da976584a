import { Container, Stack, Typography } from "@mui/material";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { RequireDevotee } from "../../components/require-devotee";
import { PublicFrame } from "../public/public-frame";
import { ShopNav } from "./shop-nav";

/**
 * A page of the shop: the public frame, the page's title (also the document's), the shop's own
 * links, and — for the cart and orders — sign-in first, with `signIn` saying why.
 */
export function ShopFrame({
  title,
  signIn,
  width = "48rem",
  children,
}: {
  title: string;
  signIn?: string;
  /** The page's width; null for the container's own (the catalogue's grid). */
  width?: string | null;
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
          <ShopNav />
        </Stack>
        {signIn ? <RequireDevotee message={signIn}>{children}</RequireDevotee> : children}
      </Container>
    </PublicFrame>
  );
}
