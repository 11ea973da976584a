import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Grid, MenuItem, Stack, TextField } from "@mui/material";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../../cms/form-field";
import { defaultsOf, isNullable } from "../../cms/form-values";
import { createSchemaOf } from "../../cms/resource-schemas";
import { webResource } from "../../cms/resources";
import { Sample } from "../sample";
import { Keys, States } from "./states";

const pooja = webResource("poojas");
const schema = createSchemaOf("poojas");
const SHOWN = [
  "name",
  "kind",
  "pricePaise",
  "durationMinutes",
  "description",
  "weekdays",
  "slots",
  "active",
];
const fields = pooja.fields.filter((f) => SHOWN.includes(f.name));
type Values = Record<string, unknown>;

/**
 * `/material/form`: the CMS form's own fields (the widget each declared kind gets), bound to the
 * pooja contract, so "Check" shows the contract's messages where the CMS shows them.
 */
export default function FormPage() {
  const { t } = useTranslation(["styleguide", "cms"]);
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as Resolver<Values>,
    defaultValues: defaultsOf(schema, fields),
    mode: "onTouched",
  });
  return (
    <>
      <Sample
        title={t("form.live")}
        intro={t("form.liveIntro")}
        code={`<FormField field={{ name: "pricePaise", kind: "money" }} control={form.control} nullable={false} />`}
      >
        <form noValidate onSubmit={form.handleSubmit(() => {})}>
          <Grid container spacing={2}>
            {fields.map((f) => (
              <Grid key={f.name} size={{ xs: 12, md: f.half ? 6 : 12 }}>
                <FormField field={f} control={form.control} nullable={isNullable(schema, f.name)} />
              </Grid>
            ))}
          </Grid>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained">
              {t("form.check")}
            </Button>
            <Button onClick={() => form.reset()}>{t("form.reset")}</Button>
          </Stack>
        </form>
      </Sample>
      <Sample
        title={t("common.states")}
        code={`<TextField label="…" disabled />  <TextField error helperText="…" />`}
      >
        <States
          items={[
            {
              name: t("form.default"),
              children: (
                <TextField
                  fullWidth
                  size="small"
                  label={t("cms:fields.name")}
                  defaultValue="Sahasranama Archanai"
                />
              ),
            },
            {
              name: t("form.required"),
              children: <TextField fullWidth size="small" required label={t("cms:fields.town")} />,
            },
            {
              name: t("common.error"),
              children: (
                <TextField
                  fullWidth
                  size="small"
                  error
                  label={t("cms:fields.pinCode")}
                  defaultValue="6250"
                  helperText={t("form.pinError")}
                />
              ),
            },
            {
              name: t("common.disabled"),
              children: (
                <TextField
                  fullWidth
                  size="small"
                  disabled
                  label={t("cms:fields.slug")}
                  defaultValue="meenakshi-amman-madurai"
                />
              ),
            },
            {
              name: t("form.select"),
              children: (
                <TextField
                  fullWidth
                  size="small"
                  select
                  label={t("cms:fields.kind")}
                  defaultValue="archanai"
                >
                  {["pooja", "archanai", "abhishekam", "homam", "other"].map((k) => (
                    <MenuItem key={k} value={k}>
                      {t(`cms:options.${k}`)}
                    </MenuItem>
                  ))}
                </TextField>
              ),
            },
          ]}
        />
      </Sample>
      <Keys text={t("form.keys")} />
    </>
  );
}
