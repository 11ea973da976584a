import { Box, Stack, TableCell, TableRow, Typography, useTheme } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Sample } from "../sample";
import { HeadedTable } from "../token-table";

const STEPS = [0, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10];

/** `/utilities/spacing`: the theme's spacing scale (8 px steps) as margins, paddings and gaps. */
export default function SpacingPage() {
  const { t } = useTranslation("styleguide");
  const theme = useTheme();
  return (
    <>
      <Sample
        title={t("spacing.scale")}
        intro={t("spacing.scaleIntro")}
        code={`<Box sx={{ p: 2, mt: 3 }} />  // padding 16px, margin-top 24px`}
      >
        <HeadedTable
          label={t("spacing.scale")}
          headings={[
            { label: t("spacing.step") },
            { label: t("spacing.value") },
            { label: t("spacing.bar"), width: "60%" },
          ]}
        >
          {STEPS.map((n) => (
            <TableRow key={n}>
              <TableCell sx={{ fontFamily: "monospace" }}>{n}</TableCell>
              <TableCell sx={{ fontFamily: "monospace" }}>{theme.spacing(n)}</TableCell>
              <TableCell>
                <Box
                  aria-hidden
                  sx={{
                    width: theme.spacing(n),
                    height: 12,
                    bgcolor: "primary.main",
                    borderRadius: 0.5,
                  }}
                />
              </TableCell>
            </TableRow>
          ))}
        </HeadedTable>
      </Sample>
      <Sample
        title={t("spacing.padding")}
        code={`<Box sx={{ p: 1 }} /> <Box sx={{ px: 3, py: 1 }} /> <Box sx={{ p: 4 }} />`}
      >
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: "wrap", alignItems: "flex-start" }}
        >
          {[{ p: 1 }, { px: 3, py: 1 }, { p: 4 }].map((sx) => (
            <Box key={JSON.stringify(sx)} sx={{ ...sx, bgcolor: "primary.light", borderRadius: 1 }}>
              <Box
                sx={{ bgcolor: "background.paper", px: 1, fontFamily: "monospace", fontSize: 13 }}
              >
                {JSON.stringify(sx).replace(/"/g, "")}
              </Box>
            </Box>
          ))}
        </Stack>
      </Sample>
      <Sample
        title={t("spacing.gap")}
        intro={t("spacing.gapIntro")}
        code={`<Stack direction="row" spacing={2}>…</Stack>`}
      >
        {[1, 2, 4].map((n) => (
          <Stack key={n} direction="row" spacing={n} sx={{ mb: 1, alignItems: "center" }}>
            <Typography variant="caption" sx={{ width: 90, fontFamily: "monospace" }}>
              spacing={n}
            </Typography>
            {[1, 2, 3].map((i) => (
              <Box
                key={i}
                sx={{ width: 40, height: 24, bgcolor: "secondary.main", borderRadius: 0.5 }}
              />
            ))}
          </Stack>
        ))}
      </Sample>
    </>
  );
}
