import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material";
import { type QuotaReleaseCreate, QuotaReleaseCreateSchema } from "@sannidhi/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { HttpError } from "../../lib/http";
import { TempleSelect } from "../bookings/temple-select";
import { RefPicker } from "../cms/ref-picker";
import { webResource } from "../cms/resources";
import { createQuotaRelease, quotaReleaseKeys } from "./quota-releases-api";
import { istDates, istInstant } from "./release-phase";

const poojas = webResource("poojas");

/** The form's fields: the contract's body, with the release instant as a date and a time in IST. */
interface Values {
  templeId: string;
  poojaId: string;
  fromDate: string;
  toDate: string;
  releaseDate: string;
  releaseTime: string;
  ratePerMinute: number;
  joinWindowMinutes: number;
}
type Field = keyof Values;
const FIELDS: Field[] = [
  "poojaId",
  "fromDate",
  "toDate",
  "releaseDate",
  "releaseTime",
  "ratePerMinute",
  "joinWindowMinutes",
];

const toBody = (v: Values) => ({
  poojaId: v.poojaId,
  fromDate: v.fromDate,
  toDate: v.toDate,
  releaseAt: istInstant(v.releaseDate, v.releaseTime),
  ratePerMinute: v.ratePerMinute,
  joinWindowMinutes: v.joinWindowMinutes,
});

/** A contract path (`releaseAt`, or the server's `body.releaseAt`) as the form field showing it. */
function fieldOf(path: string): Field | undefined {
  const name = path.replace(/^body\./, "");
  if (name === "releaseAt") return "releaseDate";
  return FIELDS.find((f) => f === name);
}

/** react-hook-form checks the very schema the server checks (packages/contracts). */
const resolver: Resolver<Values, unknown, QuotaReleaseCreate> = async (values) => {
  const parsed = QuotaReleaseCreateSchema.safeParse(toBody(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<Values> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(String(issue.path[0] ?? "")) ?? "poojaId";
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** Staff release a pooja's dates at a set time (issue 15, part 3). */
export function ReleaseForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation("quota-releases");
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const { tomorrow } = istDates(new Date());
  const form = useForm<Values, unknown, QuotaReleaseCreate>({
    resolver,
    defaultValues: {
      templeId: "",
      poojaId: "",
      fromDate: "",
      toDate: "",
      releaseDate: tomorrow,
      releaseTime: "10:00",
      ratePerMinute: 60,
      joinWindowMinutes: 15,
    },
  });
  const errors = form.formState.errors;
  const hint = (f: Field, help?: string) =>
    errors[f] ? t(`form.errors.${f}`) : (help ?? undefined);

  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await createQuotaRelease(body);
      await queryClient.invalidateQueries({ queryKey: quotaReleaseKeys.all });
      onDone();
    } catch (err) {
      const details = err instanceof HttpError && typeof err.body === "object" && err.body.details;
      let placed = false;
      for (const d of details || []) {
        const field = fieldOf(d.path);
        if (field) {
          form.setError(field, { type: "server", message: d.message });
          placed = true;
        }
      }
      if (!placed) setError(err instanceof Error ? err.message : t("form.failed"));
    }
  });

  const date = (name: Field, label: string, help?: string) => (
    <TextField
      type="date"
      label={label}
      {...form.register(name)}
      error={!!errors[name]}
      helperText={hint(name, help)}
      slotProps={{ inputLabel: { shrink: true } }}
      required
    />
  );
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={submit}
      aria-label={t("form.title")}
      sx={{ mb: 3 }}
    >
      <Typography variant="h6" component="h2">
        {t("form.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("form.intro")}
      </Typography>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        <Controller
          control={form.control}
          name="templeId"
          render={({ field }) => (
            <TempleSelect
              value={field.value}
              onChange={(id) => {
                field.onChange(id);
                form.setValue("poojaId", "");
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="poojaId"
          render={({ field }) => (
            <Box sx={{ minWidth: 260 }}>
              <RefPicker
                label={t("form.pooja")}
                target={poojas}
                multiple={false}
                parent={form.watch("templeId") || null}
                value={field.value || null}
                error={errors.poojaId ? t("form.errors.poojaId") : undefined}
                onChange={(id) => field.onChange((id as string | null) ?? "")}
                onBlur={field.onBlur}
              />
            </Box>
          )}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {date("fromDate", t("form.fromDate"))}
        {date("toDate", t("form.toDate"), t("form.toDateHelp"))}
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {date("releaseDate", t("form.releaseDate"))}
        <TextField
          type="time"
          label={t("form.releaseTime")}
          {...form.register("releaseTime")}
          error={!!errors.releaseTime}
          helperText={hint("releaseTime", t("form.releaseTimeHelp"))}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          type="number"
          label={t("form.rate")}
          {...form.register("ratePerMinute", { valueAsNumber: true })}
          error={!!errors.ratePerMinute}
          helperText={hint("ratePerMinute", t("form.rateHelp"))}
          required
        />
        <TextField
          type="number"
          label={t("form.joinWindow")}
          {...form.register("joinWindowMinutes", { valueAsNumber: true })}
          error={!!errors.joinWindowMinutes}
          helperText={hint("joinWindowMinutes", t("form.joinWindowHelp"))}
          required
        />
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t("form.submit")}
        </Button>
        <Button onClick={onDone}>{t("form.cancel")}</Button>
      </Stack>
    </Stack>
  );
}
