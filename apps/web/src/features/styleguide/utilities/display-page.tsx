import { Box, Stack, Typography, useMediaQuery, useTheme } from "@mui/material";
import type { Breakpoint } from "@mui/material/styles";
import { useTranslation } from "react-i18next";
import { Sample } from "../sample";

const VALUES = ["block", "inline", "inline-block", "flex", "grid"] as const;

function Cell({ children }: { children: string }) {
  return (
    <Box
      component="span"
      sx={{
        bgcolor: "primary.main",
        color: "primary.contrastText",
        px: 1,
        py: 0.5,
        m: 0.5,
        borderRadius: 0.5,
      }}
    >
      {children}
    </Box>
  );
}

/** The breakpoint the window is in now, so the responsive sample can say what it does. */
function useBreakpoint(): Breakpoint {
  const theme = useTheme();
  const sm = useMediaQuery(theme.breakpoints.up("sm"));
  const md = useMediaQuery(theme.breakpoints.up("md"));
  const lg = useMediaQuery(theme.breakpoints.up("lg"));
  const xl = useMediaQuery(theme.breakpoints.up("xl"));
  return xl ? "xl" : lg ? "lg" : md ? "md" : sm ? "sm" : "xs";
}

/** `/utilities/display`: display values and responsive hiding, as `sx` writes them. */
export default function DisplayPage() {
  const { t } = useTranslation("styleguide");
  const now = useBreakpoint();
  return (
    <>
      {VALUES.map((value) => (
        <Sample
          key={value}
          title={`display: ${value}`}
          code={`<Box sx={{ display: "${value}" }}>…</Box>`}
        >
          <Box
            sx={{
              display: value,
              gridTemplateColumns: "repeat(3, max-content)",
              border: 1,
              borderColor: "divider",
              borderRadius: 1,
              p: 0.5,
            }}
          >
            <Cell>1</Cell>
            <Cell>2</Cell>
            <Cell>3</Cell>
          </Box>
        </Sample>
      ))}
      <Sample
        title={t("display.responsive")}
        intro={t("display.responsiveIntro", { breakpoint: now })}
        code={`<Box sx={{ display: { xs: "none", md: "block" } }}>…</Box>`}
      >
        <Stack spacing={1}>
          <Box
            sx={{
              display: { xs: "none", md: "block" },
              bgcolor: "success.main",
              color: "success.contrastText",
              p: 1,
              borderRadius: 1,
            }}
          >
            {t("display.wide")}
          </Box>
          <Box
            sx={{
              display: { xs: "block", md: "none" },
              bgcolor: "info.main",
              color: "info.contrastText",
              p: 1,
              borderRadius: 1,
            }}
          >
            {t("display.narrow")}
          </Box>
        </Stack>
      </Sample>
      <Sample
        title="display: none"
        intro={t("display.none")}
        code={`<Box sx={{ display: "none" }}>…</Box>`}
      >
        <Typography color="text.secondary">
          <Box component="span" sx={{ display: "none" }}>
            {t("display.hidden")}
          </Box>
          {t("display.nothing")}
        </Typography>
      </Sample>
    </>
  );
}
