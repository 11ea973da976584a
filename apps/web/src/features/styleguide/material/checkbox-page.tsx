import { Checkbox, FormControlLabel, FormGroup } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { WeekdaysField } from "../../cms/structured-fields";
import { Sample } from "../sample";
import { Keys, States } from "./states";

const FLAGS = ["name", "gotra", "nakshatra", "rasi"] as const;

/** `/material/checkbox`: the pooja form's weekdays and the devotee details it asks for. */
export default function CheckboxPage() {
  const { t } = useTranslation(["styleguide", "cms"]);
  const [days, setDays] = useState([1, 5]);
  const [flags, setFlags] = useState<Record<string, boolean>>({ name: true, gotra: true });
  const all = FLAGS.every((f) => flags[f]);
  const some = FLAGS.some((f) => flags[f]);
  return (
    <>
      <Sample
        title={t("checkbox.weekdays")}
        intro={t("checkbox.weekdaysIntro")}
        code={`<WeekdaysField label={…} value={days} onChange={setDays} />`}
      >
        <WeekdaysField label={t("cms:fields.weekdays")} value={days} onChange={setDays} />
      </Sample>
      <Sample
        title={t("checkbox.flags")}
        intro={t("checkbox.flagsIntro")}
        code={`<Checkbox checked={all} indeterminate={some && !all} />`}
      >
        <FormControlLabel
          label={t("cms:fields.requires")}
          control={
            <Checkbox
              checked={all}
              indeterminate={some && !all}
              onChange={(e) =>
                setFlags(Object.fromEntries(FLAGS.map((f) => [f, e.target.checked])))
              }
            />
          }
        />
        <FormGroup sx={{ pl: 3 }}>
          {FLAGS.map((f) => (
            <FormControlLabel
              key={f}
              label={t(`cms:flags.${f}`)}
              control={
                <Checkbox
                  checked={!!flags[f]}
                  onChange={(e) => setFlags({ ...flags, [f]: e.target.checked })}
                />
              }
            />
          ))}
        </FormGroup>
      </Sample>
      <Sample title={t("common.states")}>
        <States
          items={[
            {
              name: t("common.error"),
              children: (
                <WeekdaysField
                  label={t("cms:fields.weekdays")}
                  value={[]}
                  error={t("checkbox.weekdaysError")}
                  onChange={() => {}}
                />
              ),
            },
            {
              name: t("common.disabled"),
              children: (
                <FormControlLabel
                  disabled
                  label={t("cms:fields.published")}
                  control={<Checkbox checked />}
                />
              ),
            },
          ]}
        />
      </Sample>
      <Keys text={t("checkbox.keys")} />
    </>
  );
}
