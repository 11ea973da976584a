import { Box, Slider, Stack, Typography } from "@mui/material";
import { formatMoney } from "@sannidhi/site/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TextSizeSetting } from "../../../components/text-size-setting";
import { Sample } from "../sample";
import { Keys, States } from "./states";

const PAID_PAISE = 1_50_000;

/**
 * `/material/slider`: a range where the exact number matters less than the share (a refund of a
 * paid booking), next to the devotee's text size, which the product deliberately makes three
 * buttons rather than a slider (three sizes are easier to hit on a phone).
 */
export default function SliderPage() {
  const { t, i18n } = useTranslation(["styleguide", "common"]);
  const [share, setShare] = useState(100);
  const refund = Math.round((PAID_PAISE * share) / 100);
  return (
    <>
      <Sample
        title={t("slider.refund")}
        intro={t("slider.refundIntro", { paid: formatMoney(PAID_PAISE, i18n.language) })}
        code={`<Slider value={share} step={5} marks min={0} max={100} valueLabelDisplay="auto" />`}
      >
        <Box sx={{ maxWidth: 420, px: 1 }}>
          <Slider
            value={share}
            onChange={(_, v) => setShare(v as number)}
            step={5}
            marks={[0, 25, 50, 75, 100].map((v) => ({ value: v, label: `${v}%` }))}
            min={0}
            max={100}
            valueLabelDisplay="auto"
            getAriaValueText={(v) => `${v}%`}
            aria-label={t("slider.share")}
          />
          <Typography role="status">
            {t("slider.refunds", { amount: formatMoney(refund, i18n.language) })}
          </Typography>
        </Box>
      </Sample>
      <Sample
        title={t("slider.textSize")}
        intro={t("slider.textSizeIntro")}
        code={`<TextSizeSetting />  // components/text-size-setting.tsx`}
      >
        <TextSizeSetting />
      </Sample>
      <Sample title={t("common.states")}>
        <States
          items={[
            {
              name: "secondary",
              children: <Slider color="secondary" defaultValue={40} aria-label="secondary" />,
            },
            {
              name: t("common.disabled"),
              children: <Slider disabled defaultValue={60} aria-label={t("common.disabled")} />,
            },
            {
              name: t("slider.range"),
              children: (
                <Stack>
                  <Slider
                    defaultValue={[6, 12]}
                    min={4}
                    max={22}
                    step={1}
                    marks
                    valueLabelDisplay="auto"
                    getAriaLabel={(i) => (i === 0 ? t("slider.opens") : t("slider.closes"))}
                  />
                </Stack>
              ),
            },
          ]}
        />
      </Sample>
      <Keys text={t("slider.keys")} />
    </>
  );
}
