import { Box, useTheme } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Sample } from "../sample";
import { TokenTable } from "../token-table";

function Tag({ children, sx }: { children: string; sx?: object }) {
  return (
    <Box
      sx={{
        bgcolor: "secondary.main",
        color: "secondary.contrastText",
        px: 1,
        borderRadius: 0.5,
        fontSize: 13,
        fontFamily: "monospace",
        ...sx,
      }}
    >
      {children}
    </Box>
  );
}

/** `/utilities/position`: relative, absolute and sticky placement, and the theme's layers. */
export default function PositionPage() {
  const { t } = useTranslation("styleguide");
  const theme = useTheme();
  return (
    <>
      <Sample
        title="position: relative / absolute"
        intro={t("position.absolute")}
        code={`<Box sx={{ position: "relative" }}>\n  <Box sx={{ position: "absolute", top: 8, right: 8 }} />\n</Box>`}
      >
        <Box
          sx={{
            position: "relative",
            height: 120,
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
          }}
        >
          <Tag sx={{ position: "absolute", top: 8, left: 8 }}>top: 8, left: 8</Tag>
          <Tag sx={{ position: "absolute", top: 8, right: 8 }}>top: 8, right: 8</Tag>
          <Tag sx={{ position: "absolute", bottom: 8, left: "50%", transform: "translateX(-50%)" }}>
            bottom: 8, left: 50%
          </Tag>
        </Box>
      </Sample>
      <Sample
        title="position: sticky"
        intro={t("position.sticky")}
        code={`<Box sx={{ position: "sticky", top: 0 }} />`}
      >
        <Box
          tabIndex={0}
          aria-label={t("position.stickyBox")}
          sx={{
            height: 140,
            overflowY: "auto",
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
          }}
        >
          <Tag sx={{ position: "sticky", top: 0, zIndex: 1, borderRadius: 0 }}>
            position: sticky; top: 0
          </Tag>
          {Array.from({ length: 12 }, (_, i) => (
            <Box key={i} sx={{ px: 1, py: 0.5 }}>
              {t("position.row", { n: i + 1 })}
            </Box>
          ))}
        </Box>
      </Sample>
      <Sample
        title={t("position.layers")}
        intro={t("position.layersIntro")}
        code={`<Box sx={{ zIndex: "tooltip" }} />  // theme.zIndex.tooltip`}
      >
        <TokenTable
          label={t("position.layers")}
          rows={Object.entries(theme.zIndex).map(([name, z]) => ({
            name: `zIndex.${name}`,
            value: z,
          }))}
        />
      </Sample>
    </>
  );
}
