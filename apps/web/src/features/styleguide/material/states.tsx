import { Box, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A component's states side by side, each under its name (loading, empty, error, disabled…). */
export function States({ items }: { items: { name: string; children: ReactNode }[] }) {
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
      {items.map((item) => (
        <Box
          key={item.name}
          sx={{ flex: "1 1 240px", border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}
        >
          <Typography variant="overline" component="h3">
            {item.name}
          </Typography>
          {item.children}
        </Box>
      ))}
    </Stack>
  );
}

/** How the component is used from the keyboard, as a short list. */
export function Keys({ text }: { text: string }) {
  const { t } = useTranslation("styleguide");
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t("common.keyboard")}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {text.split("\n").map((line) => (
          <li key={line}>
            <Typography>{line}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
