import { Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TempleSelect } from "../../bookings/temple-select";
import { CmsCache } from "../../cms/cms-cache";
import { RefPicker } from "../../cms/ref-picker";
import { webResource } from "../../cms/resources";
import { Sample } from "../sample";
import { Keys, States } from "./states";

const categories = webResource("categories");
const districts = webResource("districts");

/** `/material/autocomplete`: the temple picker on the real temples, and the CMS pickers. */
export default function AutocompletePage() {
  const { t } = useTranslation(["styleguide", "cms"]);
  const [temple, setTemple] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <CmsCache>
      <Sample
        title={t("autocomplete.temple")}
        intro={t("autocomplete.templeIntro")}
        code={`<TempleSelect value={templeId} onChange={setTempleId} />`}
      >
        <Stack spacing={1} sx={{ maxWidth: 420 }}>
          <TempleSelect value={temple} onChange={setTemple} />
          <Typography variant="body2" color="text.secondary" role="status">
            {temple ? t("autocomplete.chosen", { id: temple }) : t("autocomplete.none")}
          </Typography>
        </Stack>
      </Sample>
      <Sample
        title={t("autocomplete.many")}
        intro={t("autocomplete.manyIntro")}
        code={`<RefPicker label={…} target={webResource("categories")} multiple value={ids} onChange={setIds} onBlur={…} />`}
      >
        <Stack sx={{ maxWidth: 420 }}>
          <RefPicker
            label={t("cms:fields.categoryIds")}
            target={categories}
            multiple
            value={chosen}
            onChange={(v) => setChosen(v as string[])}
            onBlur={() => {}}
          />
        </Stack>
      </Sample>
      <Sample title={t("common.states")}>
        <States
          items={[
            {
              name: t("common.disabled"),
              children: (
                <RefPicker
                  label={t("cms:fields.districtId")}
                  target={districts}
                  multiple={false}
                  parent={null}
                  value={null}
                  onChange={() => {}}
                  onBlur={() => {}}
                />
              ),
            },
            {
              name: t("common.error"),
              children: (
                <RefPicker
                  label={t("cms:fields.templeId")}
                  target={webResource("temples")}
                  multiple={false}
                  value={null}
                  error={t("autocomplete.required")}
                  onChange={() => {}}
                  onBlur={() => {}}
                />
              ),
            },
          ]}
        />
      </Sample>
      <Keys text={t("autocomplete.keys")} />
    </CmsCache>
  );
}
