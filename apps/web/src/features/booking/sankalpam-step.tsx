import { Box, Button, Chip, Stack, TextField, Typography } from "@mui/material";
import { type Availability, NAKSHATRAS, type Participant, RASIS } from "@sannidhi/contracts";
import { formatMoney } from "@sannidhi/site/format";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { emptyParticipant, rowFrom, type SankalpamValues } from "./sankalpam-schema";

/**
 * Step 2: the sankalpam of each participant (1..maxParticipants) as the pooja requires it. Star
 * and sign are chosen from lists in the devotee's language (`booking-terms`); people of earlier
 * bookings come back as "Add <name>" chips. The total is shown as people are added (the price
 * is per person), and a detail the pooja does not require can be left as "not known", while one
 * it requires says the temple asks for it (issue 37).
 */
export function SankalpamStep({
  form,
  requires,
  maxParticipants,
  saved,
  pricePaise,
}: {
  form: UseFormReturn<SankalpamValues>;
  requires: Availability["requires"];
  maxParticipants: number;
  saved: Participant[];
  pricePaise: number;
}) {
  const { t, i18n } = useTranslation(["booking", "booking-terms"]);
  const { control, register, formState, watch } = form;
  const rows = useFieldArray({ control, name: "participants" });
  const values = watch("participants");
  const errors = formState.errors.participants;
  const full = rows.fields.length >= maxParticipants;
  const names = new Set(values.map((p) => p.name.trim().toLowerCase()));

  const addSaved = (p: Participant) => {
    // Fill the first untouched row before adding one, so "Add Meena" never leaves a blank row.
    const blank = values.findIndex((v) => !v.name.trim() && !v.gotra.trim());
    if (blank >= 0) rows.update(blank, rowFrom(p));
    else if (!full) rows.append(rowFrom(p));
  };

  const choice = (index: number, field: "nakshatra" | "rasi", keys: readonly string[]) => {
    const error = errors?.[index]?.[field]?.message;
    return (
      <TextField
        select
        fullWidth
        label={t(`booking-terms:field.${field}`)}
        required={requires[field]}
        error={Boolean(error)}
        helperText={error ?? (requires[field] ? t("who.templeAsks") : undefined)}
        {...register(`participants.${index}.${field}`)}
        // Native: lighter than MUI's menu and read well by phone screen readers.
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{requires[field] ? t("who.choose") : t("who.notGiven")}</option>
        {keys.map((k) => (
          <option key={k} value={k}>
            {t(`booking-terms:${field}.${k}`)}
          </option>
        ))}
      </TextField>
    );
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t("who.heading")}
      </Typography>
      <Typography variant="body2">{t("who.intro", { count: maxParticipants })}</Typography>
      {saved.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="p">
            {t("who.saved")}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mt: 1 }}>
            {saved.map((p) => (
              <Chip
                key={`${p.name}|${p.gotra ?? ""}|${p.nakshatra ?? ""}|${p.rasi ?? ""}`}
                label={t("who.addSaved", { name: p.name })}
                onClick={() => addSaved(p)}
                disabled={
                  names.has(p.name.trim().toLowerCase()) ||
                  (full && !values.some((v) => !v.name.trim()))
                }
                variant="outlined"
                color="primary"
              />
            ))}
          </Stack>
        </Box>
      )}
      {rows.fields.map((row, index) => (
        <Box
          key={row.id}
          component="fieldset"
          sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2, m: 0 }}
        >
          <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
            {t("who.participant", { n: index + 1 })}
          </Typography>
          <Stack spacing={2}>
            <TextField
              label={t("booking-terms:field.name")}
              required
              fullWidth
              autoComplete="name"
              error={Boolean(errors?.[index]?.name)}
              helperText={errors?.[index]?.name?.message}
              {...register(`participants.${index}.name`)}
            />
            <TextField
              label={t("booking-terms:field.gotra")}
              required={requires.gotra}
              fullWidth
              error={Boolean(errors?.[index]?.gotra)}
              helperText={
                errors?.[index]?.gotra?.message ??
                (requires.gotra ? t("who.templeAsks") : t("who.gotraNotKnown"))
              }
              {...register(`participants.${index}.gotra`)}
            />
            {choice(index, "nakshatra", NAKSHATRAS)}
            {choice(index, "rasi", RASIS)}
            {rows.fields.length > 1 && (
              <Button
                color="error"
                onClick={() => rows.remove(index)}
                sx={{ alignSelf: "flex-start" }}
              >
                {t("who.remove", { n: index + 1 })}
              </Button>
            )}
          </Stack>
        </Box>
      ))}
      {errors?.root?.message && (
        <Typography color="error" role="alert">
          {errors.root.message}
        </Typography>
      )}
      <Stack
        direction="row"
        sx={{ flexWrap: "wrap", gap: 1, alignItems: "center", justifyContent: "space-between" }}
      >
        <Button variant="outlined" disabled={full} onClick={() => rows.append(emptyParticipant())}>
          {full ? t("who.max", { count: maxParticipants }) : t("who.add")}
        </Button>
        {/* The price is per person: adding someone changes the total, said as it happens. */}
        <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
          {t("who.total", {
            count: rows.fields.length,
            total: formatMoney(pricePaise * rows.fields.length, i18n.language),
            price: formatMoney(pricePaise, i18n.language),
          })}
        </Typography>
      </Stack>
      <TextField
        label={t("booking-terms:field.wish")}
        fullWidth
        multiline
        minRows={2}
        error={Boolean(formState.errors.wish)}
        helperText={formState.errors.wish?.message ?? t("who.wishHelp")}
        {...register("wish")}
      />
    </Stack>
  );
}
