import { Box, Grid, TableCell, TableRow, Typography, useTheme } from "@mui/material";
import type { TypographyVariant } from "@mui/material/styles";
import { useTranslation } from "react-i18next";
import { Sample } from "../sample";
import { HeadedTable } from "../token-table";
import { SCRIPT_SAMPLES } from "./scripts";

const VARIANTS: TypographyVariant[] = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "subtitle1",
  "subtitle2",
  "body1",
  "body2",
  "button",
  "caption",
  "overline",
];

/** `/utilities/typography`: the type scale, and every variant in each of the six scripts. */
export default function TypographyPage() {
  const { t } = useTranslation("styleguide");
  const theme = useTheme();
  const sample = t("typography.sample");
  return (
    <>
      <Sample
        title={t("typography.scale")}
        code={`<Typography variant="h5" component="h2">…</Typography>`}
      >
        <HeadedTable
          label={t("typography.scale")}
          headings={[
            { label: t("typography.variant") },
            { label: t("typography.metrics") },
            { label: t("typography.example") },
          ]}
        >
          {VARIANTS.map((v) => {
            const s = theme.typography[v];
            return (
              <TableRow key={v}>
                <TableCell sx={{ fontFamily: "monospace" }}>{v}</TableCell>
                <TableCell sx={{ fontFamily: "monospace", whiteSpace: "nowrap" }}>
                  {String(s.fontSize)} / {String(s.fontWeight)} / {String(s.lineHeight)}
                </TableCell>
                <TableCell>
                  <Typography
                    variant={v}
                    component="span"
                    sx={{ display: "block", overflowWrap: "anywhere" }}
                  >
                    {sample}
                  </Typography>
                </TableCell>
              </TableRow>
            );
          })}
        </HeadedTable>
      </Sample>
      <Sample
        title={t("typography.scripts")}
        intro={t("typography.scriptsIntro")}
        code={`<Typography lang="ta">…</Typography>  // the lang attribute picks the script's font and line breaks`}
      >
        <Grid container spacing={2}>
          {SCRIPT_SAMPLES.map((s) => (
            <Grid key={s.lang} size={{ xs: 12, md: 6 }}>
              <Box
                sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5, height: "100%" }}
              >
                <Typography variant="overline" component="p">
                  {s.script} ({s.lang})
                </Typography>
                <Typography lang={s.lang} variant="h5" component="p">
                  {s.text}
                </Typography>
                <Typography lang={s.lang} variant="body1" sx={{ mt: 1 }}>
                  {s.text}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  {t("typography.narrow")}
                </Typography>
                <Box
                  data-testid={`narrow-${s.lang}`}
                  sx={{
                    width: 200,
                    border: 1,
                    borderStyle: "dashed",
                    borderColor: "divider",
                    p: 0.5,
                  }}
                >
                  <Typography lang={s.lang} variant="body2">
                    {s.text}
                  </Typography>
                </Box>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Sample>
    </>
  );
}
