import { Box, Typography } from "@mui/material";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

/**
 * One sample of the style guide: a titled section with the live thing and, when given, the code
 * that produces it, so whoever builds the next screen can copy what already exists.
 */
export function Sample({
  title,
  intro,
  code,
  children,
}: {
  title: string;
  intro?: ReactNode;
  code?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("styleguide");
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4, "&:first-of-type": { mt: 1 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 1.5, maxWidth: "70ch" }}>
          {intro}
        </Typography>
      )}
      {children}
      {code && (
        <Box
          component="pre"
          aria-label={t("frame.code")}
          sx={{
            mt: 1.5,
            mb: 0,
            p: 1.5,
            borderRadius: 1,
            bgcolor: "action.hover",
            fontSize: "0.8125rem",
            overflowX: "auto",
          }}
        >
          <code>{code}</code>
        </Box>
      )}
    </Box>
  );
}
