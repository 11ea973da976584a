import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import WarningIcon from "@mui/icons-material/Warning";
import { Box, Grid, Stack, TableCell, TableRow, Typography, useTheme } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useShellSettings } from "../../../layouts/admin/shell-settings";
import { shellTheme, THEME_NAMES } from "../../../layouts/admin/themes";
import { Sample } from "../sample";
import { HeadedTable } from "../token-table";
import { contrast, meetsAA } from "./contrast";

const INTENTS = ["primary", "secondary", "error", "warning", "info", "success"] as const;
const SHADES = ["main", "light", "dark"] as const;

/** The ratio and, below WCAG AA, a warning that a reader sees without relying on colour. */
function Ratio({ text, background }: { text: string; background: string }) {
  const { t } = useTranslation("styleguide");
  const ratio = contrast(text, background);
  const ok = meetsAA(ratio);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
      {ok ? (
        <CheckCircleIcon fontSize="inherit" color="success" aria-hidden />
      ) : (
        <WarningIcon fontSize="inherit" color="warning" aria-hidden />
      )}
      <Typography variant="caption">
        {t("color.ratio", { ratio: ratio.toFixed(2) })} ·{" "}
        {ok ? t("color.passAA") : t("color.belowAA")}
      </Typography>
    </Stack>
  );
}

function Swatch({ name, background, text }: { name: string; background: string; text: string }) {
  return (
    <Box
      data-testid="swatch"
      sx={{ border: 1, borderColor: "divider", borderRadius: 1, overflow: "hidden" }}
    >
      <Box sx={{ bgcolor: background, color: text, px: 1.5, py: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="caption" component="p">
          {background} / {text}
        </Typography>
      </Box>
      <Box sx={{ px: 1.5, py: 0.75 }}>
        <Ratio text={text} background={background} />
      </Box>
    </Box>
  );
}

/** `/utilities/color`: the current theme's palette with contrast ratios, and all twelve themes. */
export default function ColorPage() {
  const { t } = useTranslation(["styleguide", "admin"]);
  const theme = useTheme();
  const { theme: name } = useShellSettings();
  const p = theme.palette;
  return (
    <>
      <Sample
        title={t("color.palette", { theme: t(`admin:themes.${name}`) })}
        intro={t("color.paletteIntro")}
        code={`<Box sx={{ bgcolor: "primary.main", color: "primary.contrastText" }} />`}
      >
        <Grid container spacing={1.5}>
          {INTENTS.flatMap((intent) =>
            SHADES.map((shade) => (
              <Grid key={`${intent}.${shade}`} size={{ xs: 12, sm: 6, md: 4, lg: 2 }}>
                <Swatch
                  name={`${intent}.${shade}`}
                  background={p[intent][shade]}
                  text={p[intent].contrastText}
                />
              </Grid>
            )),
          )}
        </Grid>
      </Sample>
      <Sample title={t("color.text")} code={`<Typography color="text.secondary">…</Typography>`}>
        <Grid container spacing={1.5}>
          {[
            ["text.primary / background.default", p.background.default, p.text.primary],
            ["text.primary / background.paper", p.background.paper, p.text.primary],
            ["text.secondary / background.paper", p.background.paper, p.text.secondary],
            ["text.disabled / background.paper", p.background.paper, p.text.disabled],
          ].map(([label, bg, fg]) => (
            <Grid key={label} size={{ xs: 12, sm: 6, md: 3 }}>
              <Swatch name={label as string} background={bg as string} text={fg as string} />
            </Grid>
          ))}
        </Grid>
      </Sample>
      <Sample title={t("color.allThemes")} intro={t("color.allThemesIntro")}>
        <HeadedTable
          label={t("color.allThemes")}
          headings={[
            { label: t("color.theme") },
            { label: t("color.primary") },
            { label: t("color.secondary") },
          ]}
        >
          {THEME_NAMES.map((n) => {
            const tp = shellTheme(n).palette;
            return (
              <TableRow key={n} selected={n === name}>
                <TableCell>{t(`admin:themes.${n}`)}</TableCell>
                {(["primary", "secondary"] as const).map((intent) => (
                  <TableCell key={intent}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                      <Box
                        aria-hidden
                        sx={{
                          width: 28,
                          height: 20,
                          borderRadius: 0.5,
                          bgcolor: tp[intent].main,
                          border: 1,
                          borderColor: "divider",
                        }}
                      />
                      <Typography variant="body2" sx={{ fontFamily: "monospace" }}>
                        {tp[intent].main}
                      </Typography>
                      <Ratio text={tp[intent].contrastText} background={tp[intent].main} />
                    </Stack>
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </HeadedTable>
      </Sample>
    </>
  );
}
