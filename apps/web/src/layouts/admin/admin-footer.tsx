import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** The shell's footer (spec section 2 "Shared layout"). */
export function AdminFooter() {
  const { t } = useTranslation("admin");
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 2,
        borderTop: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
        display: "flex",
        flexWrap: "wrap",
        justifyContent: "space-between",
        gap: 1,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t("footer.copyright", { year: new Date().getFullYear() })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("footer.tagline")}
      </Typography>
    </Box>
  );
}
