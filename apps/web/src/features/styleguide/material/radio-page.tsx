import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DELETE_REASONS } from "../../auth/schemas";
import { Sample } from "../sample";
import { Keys, States } from "./states";

const KINDS = ["pooja", "archanai", "abhishekam", "homam", "other"] as const;

/** `/material/radio`: the account-deletion reasons (spec section 4) and the pooja kinds. */
export default function RadioPage() {
  const { t } = useTranslation(["styleguide", "auth", "cms"]);
  const [reason, setReason] = useState("");
  return (
    <>
      <Sample
        title={t("radio.reasons")}
        intro={t("radio.reasonsIntro")}
        code={`<RadioGroup value={reason} onChange={(e) => setReason(e.target.value)}>…</RadioGroup>`}
      >
        <FormControl required error={!reason}>
          <FormLabel id="reason-label">{t("radio.reasonLabel")}</FormLabel>
          <RadioGroup
            aria-labelledby="reason-label"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          >
            {DELETE_REASONS.map((r) => (
              <FormControlLabel
                key={r}
                value={r}
                control={<Radio />}
                label={t(`auth:delete.reasons.${r}`)}
              />
            ))}
          </RadioGroup>
          {!reason && <FormHelperText>{t("auth:validation.required")}</FormHelperText>}
        </FormControl>
      </Sample>
      <Sample title={t("common.states")}>
        <States
          items={[
            {
              name: t("radio.row"),
              children: (
                <RadioGroup row defaultValue="archanai" aria-label={t("cms:fields.kind")}>
                  {KINDS.map((k) => (
                    <FormControlLabel
                      key={k}
                      value={k}
                      control={<Radio size="small" />}
                      label={t(`cms:options.${k}`)}
                    />
                  ))}
                </RadioGroup>
              ),
            },
            {
              name: t("common.disabled"),
              children: (
                <RadioGroup defaultValue="homam" aria-label={t("cms:fields.kind")}>
                  <FormControlLabel
                    disabled
                    value="homam"
                    control={<Radio />}
                    label={t("cms:options.homam")}
                  />
                  <FormControlLabel
                    disabled
                    value="pooja"
                    control={<Radio />}
                    label={t("cms:options.pooja")}
                  />
                </RadioGroup>
              ),
            },
          ]}
        />
      </Sample>
      <Keys text={t("radio.keys")} />
    </>
  );
}
