import { FormControlLabel, Switch } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useShellSettings } from "../../../layouts/admin/shell-settings";
import { Sample } from "../sample";
import { Keys, States } from "./states";

/** `/material/switch`: a setting that takes effect at once — the shell's compact sidebar. */
export default function SwitchPage() {
  const { t } = useTranslation(["styleguide", "admin", "cms"]);
  const { compact, setCompact } = useShellSettings();
  return (
    <>
      <Sample
        title={t("switch.compact")}
        intro={t("switch.compactIntro")}
        code={`<FormControlLabel control={<Switch checked={compact} onChange={(e) => setCompact(e.target.checked)} />} label={…} />`}
      >
        <FormControlLabel
          control={<Switch checked={compact} onChange={(e) => setCompact(e.target.checked)} />}
          label={t("admin:nav.compact")}
        />
      </Sample>
      <Sample title={t("common.states")}>
        <States
          items={[
            {
              name: t("switch.on"),
              children: (
                <FormControlLabel
                  control={<Switch defaultChecked />}
                  label={t("cms:fields.published")}
                />
              ),
            },
            {
              name: t("switch.off"),
              children: <FormControlLabel control={<Switch />} label={t("cms:fields.active")} />,
            },
            {
              name: t("common.disabled"),
              children: (
                <FormControlLabel
                  disabled
                  control={<Switch checked />}
                  label={t("cms:fields.allDay")}
                />
              ),
            },
            {
              name: "secondary",
              children: (
                <FormControlLabel
                  control={<Switch color="secondary" defaultChecked />}
                  label={t("cms:fields.published")}
                />
              ),
            },
          ]}
        />
      </Sample>
      <Keys text={t("switch.keys")} />
    </>
  );
}
