import { Box, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import {
  CONTAINED_WIDTH,
  MOBILE_BREAKPOINT,
  SIDEBAR_COMPACT_WIDTH,
  SIDEBAR_WIDTH,
  TOPBAR_HEIGHT,
} from "../../../layouts/admin/layout-constants";
import { Sample } from "../sample";
import { TokenTable } from "../token-table";

const FRACTIONS = ["1/4", "1/2", "3/4", "1"] as const;
const value = (f: string) => {
  const [a, b] = f.split("/").map(Number);
  return b ? (a as number) / b : 1;
};

/** `/utilities/height-width`: widths and heights as `sx` writes them, and the shell's own sizes. */
export default function SizingPage() {
  const { t } = useTranslation("styleguide");
  const layout = [
    ["sizing.topBar", "TOPBAR_HEIGHT", TOPBAR_HEIGHT],
    ["sizing.sidebar", "SIDEBAR_WIDTH", SIDEBAR_WIDTH],
    ["sizing.compact", "SIDEBAR_COMPACT_WIDTH", SIDEBAR_COMPACT_WIDTH],
    ["sizing.contained", "CONTAINED_WIDTH", CONTAINED_WIDTH],
    ["sizing.mobile", "MOBILE_BREAKPOINT", MOBILE_BREAKPOINT],
    ["sizing.editor", "minHeight (RichTextEditor)", 250],
  ] as const;
  return (
    <>
      <Sample
        title={t("sizing.fractions")}
        intro={t("sizing.fractionsIntro")}
        code={`<Box sx={{ width: 1 / 2 }} />  // 50 %; width: 200 is 200px`}
      >
        <Stack spacing={1}>
          {FRACTIONS.map((f) => (
            <Box
              key={f}
              sx={{
                width: value(f),
                bgcolor: "primary.main",
                color: "primary.contrastText",
                px: 1,
                borderRadius: 0.5,
                fontFamily: "monospace",
              }}
            >
              width: {f}
            </Box>
          ))}
          <Box
            sx={{
              width: 200,
              bgcolor: "secondary.main",
              color: "secondary.contrastText",
              px: 1,
              borderRadius: 0.5,
              fontFamily: "monospace",
            }}
          >
            width: 200
          </Box>
        </Stack>
      </Sample>
      <Sample
        title={t("sizing.heights")}
        code={`<Box sx={{ height: 80 }} />  <Box sx={{ height: 1 }} />  // 100 % of the parent`}
      >
        <Stack direction="row" spacing={2} sx={{ height: 120, alignItems: "flex-start" }}>
          {[40, 80, "100%"].map((h) => (
            <Box
              key={h}
              sx={{
                height: h,
                width: 80,
                bgcolor: "info.main",
                color: "info.contrastText",
                p: 0.5,
                borderRadius: 0.5,
                fontFamily: "monospace",
                fontSize: 13,
              }}
            >
              {`height: ${typeof h === "number" ? h : 1}`}
            </Box>
          ))}
        </Stack>
      </Sample>
      <Sample
        title={t("sizing.layout")}
        intro={t("sizing.layoutIntro")}
        code={`import { SIDEBAR_WIDTH } from "layouts/admin/layout-constants";`}
      >
        <TokenTable
          label={t("sizing.layout")}
          rows={layout.map(([key, name, px]) => ({ meaning: t(key), name, value: `${px}px` }))}
        />
      </Sample>
    </>
  );
}
