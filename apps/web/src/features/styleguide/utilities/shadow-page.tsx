import { Box, Grid, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Sample } from "../sample";

const LEVELS = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24];

/** `/utilities/shadow`: the elevations the theme defines, on paper and as `boxShadow`. */
export default function ShadowPage() {
  const { t } = useTranslation("styleguide");
  return (
    <>
      <Sample
        title={t("shadow.elevations")}
        intro={t("shadow.intro")}
        code={`<Paper elevation={3}>…</Paper>  <Box sx={{ boxShadow: 3 }} />`}
      >
        <Grid container spacing={3}>
          {LEVELS.map((n) => (
            <Grid key={n} size={{ xs: 6, sm: 4, md: 2 }}>
              <Paper elevation={n} data-testid="elevation" sx={{ p: 2, textAlign: "center" }}>
                <Typography sx={{ fontFamily: "monospace" }}>elevation={n}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Sample>
      <Sample
        title={t("shadow.outlined")}
        intro={t("shadow.outlinedIntro")}
        code={`<Card variant="outlined">…</Card>`}
      >
        <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2, maxWidth: 320 }}>
          <Typography>{t("shadow.outlinedSample")}</Typography>
        </Box>
      </Sample>
    </>
  );
}
