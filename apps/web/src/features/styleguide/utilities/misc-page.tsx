import { Box, Button, Stack, Typography, useTheme } from "@mui/material";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../../components/visually-hidden";
import { Sample } from "../sample";
import { TokenTable } from "../token-table";

/** `/utilities/misc`: corners, borders, breakpoints, motion, the focus ring and hidden text. */
export default function MiscPage() {
  const { t } = useTranslation("styleguide");
  const theme = useTheme();
  return (
    <>
      <Sample
        title={t("misc.radius")}
        code={`<Box sx={{ borderRadius: 1 }} />  // ${theme.shape.borderRadius}px; borderRadius: "50%" for a circle`}
      >
        <Stack direction="row" spacing={2}>
          {[0, 1, 2, "50%"].map((r) => (
            <Box
              key={r}
              sx={{
                width: 72,
                height: 72,
                bgcolor: "primary.main",
                color: "primary.contrastText",
                borderRadius: r,
                display: "grid",
                placeItems: "center",
                fontFamily: "monospace",
                fontSize: 12,
              }}
            >
              {String(r)}
            </Box>
          ))}
        </Stack>
      </Sample>
      <Sample title={t("misc.borders")} code={`<Box sx={{ border: 1, borderColor: "divider" }} />`}>
        <Stack direction="row" spacing={2}>
          {["divider", "primary.main", "error.main"].map((c) => (
            <Box
              key={c}
              sx={{
                border: 2,
                borderColor: c,
                px: 1.5,
                py: 1,
                borderRadius: 1,
                fontFamily: "monospace",
                fontSize: 13,
              }}
            >
              {c}
            </Box>
          ))}
        </Stack>
      </Sample>
      <Sample
        title={t("misc.breakpoints")}
        intro={t("misc.breakpointsIntro")}
        code={`sx={{ width: { xs: 1, md: 1 / 2 } }}`}
      >
        <TokenTable
          label={t("misc.breakpoints")}
          rows={theme.breakpoints.keys.map((k) => ({
            name: k,
            value: `≥ ${theme.breakpoints.values[k]}px`,
          }))}
        />
      </Sample>
      <Sample
        title={t("misc.motion")}
        code={`theme.transitions.create("opacity", { duration: theme.transitions.duration.short })`}
      >
        <TokenTable
          label={t("misc.motion")}
          rows={Object.entries(theme.transitions.duration).map(([k, ms]) => ({
            name: `duration.${k}`,
            value: `${ms} ms`,
          }))}
        />
      </Sample>
      <Sample title={t("misc.focus")} intro={t("misc.focusIntro")}>
        <Button variant="outlined">{t("misc.focusButton")}</Button>
      </Sample>
      <Sample
        title={t("misc.hidden")}
        intro={t("misc.hiddenIntro")}
        code={`import { visuallyHidden } from "components/visually-hidden";\n<Box component="span" sx={visuallyHidden}>…</Box>`}
      >
        <Typography>
          {t("misc.hiddenVisible")}
          <Box component="span" sx={visuallyHidden}>
            {t("misc.hiddenText")}
          </Box>
        </Typography>
      </Sample>
    </>
  );
}
