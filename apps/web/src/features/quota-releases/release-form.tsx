import { Alert, Box, Button, FormHelperText, Stack, TextField, Typography } from "@mui/material";
import { type QuotaReleaseCreate, QuotaReleaseCreateSchema } from "@sannidhi/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { HttpError } from "../../lib/http";
import { TempleSelect } from "../bookings/temple-select";
import { RefPicker } from "../cms/ref-picker";
import type { WebResource } from "../cms/resource-types";
import { webResource } from "../cms/resources";
import { createQuotaRelease, quotaReleaseKeys } from "./quota-releases-api";
import { ReleaseConfirm, type ScheduledRelease } from "./release-confirm";
import { istDates, istInstant } from "./release-phase";

/** The poojas of the chosen temple only, searched on the server as one types; none before. */
const poojas = webResource("poojas");
const templePoojas: WebResource = {
  ...poojas,
  optionsPath: (templeId) => (templeId ? `/api/poojas?temple_id=${templeId}` : null),
};

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
  "templeId",
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

/**
 * react-hook-form checks the very schema the server checks (packages/contracts), and first that a
 * temple was chosen: the poojas offered are that temple's alone (issue 38, item 5).
 */
const resolver: Resolver<Values, unknown, QuotaReleaseCreate> = async (values) => {
  const parsed = QuotaReleaseCreateSchema.safeParse(toBody(values));
  const errors: FieldErrors<Values> = {};
  if (!values.templeId) errors.templeId = { type: "required", message: "temple" };
  if (parsed.success && !errors.templeId) return { values: parsed.data, errors: {} };
  if (parsed.success) return { values: {}, errors };
  for (const issue of parsed.error.issues) {
    const field = fieldOf(String(issue.path[0] ?? "")) ?? "poojaId";
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/**
 * Staff release a pooja's dates at a set time (issue 15, part 3). The temple comes first (only
 * those the staff member acts for), then one of its poojas, and nothing is saved before a
 * confirmation that names both as the server has them (issue 38, item 5).
 */
export function ReleaseForm({ onDone }: { onDone(saved?: ScheduledRelease): void }) {
  const { t } = useTranslation("quota-releases");
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState<QuotaReleaseCreate | null>(null);
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

  const submit = form.handleSubmit((body) => {
    setError(null);
    setChecking(body);
  });
  const save = async (body: QuotaReleaseCreate, saved: ScheduledRelease) => {
    setChecking(null);
    try {
      await createQuotaRelease(body);
      await queryClient.invalidateQueries({ queryKey: quotaReleaseKeys.all });
      onDone(saved);
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
  };

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
            <Box>
              <TempleSelect
                value={field.value}
                onChange={(id) => {
                  field.onChange(id);
                  form.setValue("poojaId", "");
                }}
              />
              {errors.templeId && (
                <FormHelperText error sx={{ mx: 1.75 }}>
                  {t("form.errors.templeId")}
                </FormHelperText>
              )}
            </Box>
          )}
        />
        <Controller
          control={form.control}
          name="poojaId"
          render={({ field }) => (
            <Box sx={{ minWidth: 260 }}>
              <RefPicker
                label={t("form.pooja")}
                target={templePoojas}
                multiple={false}
                parent={form.watch("templeId") || null}
                value={field.value || null}
                error={errors.poojaId ? t("form.errors.poojaId") : undefined}
                waitingText={t("form.templeFirst")}
                hint={t("form.poojaSearch")}
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
        <Button onClick={() => onDone()}>{t("form.cancel")}</Button>
      </Stack>
      {checking && (
        <ReleaseConfirm
          release={checking}
          onBack={() => setChecking(null)}
          onConfirm={(named) => void save(checking, named)}
        />
      )}
    </Stack>
  );
}
