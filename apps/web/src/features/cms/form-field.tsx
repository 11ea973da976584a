import {
  Autocomplete,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  TextField,
} from "@mui/material";
import { useEffect, useId, useState } from "react";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { MobileField, nationalDigits, normaliseMobile } from "../../components/mobile-field";
import { firstMessage } from "./field-error";
import { ImageField } from "./image-field";
import { RefPicker } from "./ref-picker";
import type { FieldDef } from "./resource-types";
import { webResource } from "./resources";
import { RichTextEditor } from "./rich-text-editor";
import { SlotsField, TimingsField, WeekdaysField } from "./structured-fields";

type Values = Record<string, unknown>;
interface Props {
  field: FieldDef;
  /** The form path when it is not the field's own name (`translations.ta.name`). */
  name?: string;
  /** A label other than the field's (the language of a translation). */
  label?: string;
  control: Control<Values>;
  /** Accepts null (an optional value): an emptied input sends null, not "". */
  nullable: boolean;
  parent?: string | null;
  known?: { id: string; label: string }[];
}

/** ISO instant ↔ the `datetime-local` input's local "yyyy-MM-ddTHH:mm". */
const toLocal = (iso: unknown) => {
  if (typeof iso !== "string" || !iso) return "";
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (local: string) => (local ? new Date(local).toISOString() : null);

/** Rupees on screen, paise in the form value (ARCHITECTURE.md: money is integer paise). */
function MoneyInput(props: {
  label: string;
  value: unknown;
  error?: string;
  onChange(v: number | undefined): void;
  onBlur(): void;
}) {
  const paise = typeof props.value === "number" ? props.value : undefined;
  const [text, setText] = useState(paise === undefined ? "" : String(paise / 100));
  useEffect(() => {
    if (paise !== undefined && Math.round(Number(text) * 100) !== paise)
      setText(String(paise / 100));
  }, [paise]);
  return (
    <TextField
      fullWidth
      label={props.label}
      value={text}
      inputMode="decimal"
      error={!!props.error}
      helperText={props.error}
      onBlur={props.onBlur}
      slotProps={{ input: { startAdornment: "₹" } }}
      onChange={(e) => {
        setText(e.target.value);
        const n = Number(e.target.value);
        props.onChange(
          e.target.value.trim() === "" || Number.isNaN(n) ? undefined : Math.round(n * 100),
        );
      }}
    />
  );
}

/** One form field, its widget chosen by the declared kind (resources.ts). */
export function FormField({ field, control, nullable, parent, known, ...over }: Props) {
  const { t } = useTranslation(["cms", "catalogue"]);
  // A field another feature added to a resource names itself in that feature's namespace.
  const label = over.label ?? t([`fields.${field.name}`, `catalogue:fields.${field.name}`]);
  const path = over.name ?? field.name;
  const statesId = useId();
  return (
    <Controller
      name={path}
      control={control}
      render={({ field: f, fieldState }) => {
        const error = firstMessage(fieldState.error);
        const common = {
          label,
          error: !!error,
          helperText: error,
          onBlur: f.onBlur,
          name: f.name,
          fullWidth: true,
          inputRef: f.ref,
        };
        const empty = nullable ? null : "";
        switch (field.kind) {
          case "text":
          case "textarea":
            return (
              <TextField
                {...common}
                multiline={field.kind === "textarea"}
                minRows={field.kind === "textarea" ? 3 : undefined}
                value={(f.value as string | null) ?? ""}
                onChange={(e) => f.onChange(e.target.value === "" ? empty : e.target.value)}
              />
            );
          case "mobile":
            return (
              <MobileField
                {...common}
                margin="none"
                value={nationalDigits(f.value)}
                onChange={(e) => {
                  const digits = normaliseMobile(e.target.value);
                  f.onChange(digits === "" ? empty : `+91${digits}`);
                }}
              />
            );
          case "number":
            return (
              <TextField
                {...common}
                type="number"
                value={typeof f.value === "number" && Number.isFinite(f.value) ? f.value : ""}
                onChange={(e) =>
                  f.onChange(
                    e.target.value === ""
                      ? nullable
                        ? null
                        : undefined
                      : (e.target as HTMLInputElement).valueAsNumber,
                  )
                }
              />
            );
          case "money":
            return (
              <MoneyInput
                label={label}
                value={f.value}
                error={error}
                onChange={f.onChange}
                onBlur={f.onBlur}
              />
            );
          case "select":
            return (
              <TextField
                {...common}
                select
                value={(f.value as string | null) ?? ""}
                onChange={(e) => f.onChange(e.target.value === "" ? empty : e.target.value)}
              >
                {nullable && (
                  <MenuItem value="">
                    <em>{t("catalogue:cms.notChosen")}</em>
                  </MenuItem>
                )}
                {field.options.map((o) => (
                  <MenuItem key={o} value={o}>
                    {t([`options.${o}`, `catalogue:options.${o}`])}
                  </MenuItem>
                ))}
              </TextField>
            );
          case "datetime":
            return (
              <TextField
                {...common}
                type="datetime-local"
                value={toLocal(f.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                onChange={(e) => f.onChange(fromLocal(e.target.value))}
              />
            );
          case "checkbox":
            return (
              <>
                <FormControlLabel
                  label={label}
                  control={
                    <Checkbox
                      checked={!!f.value}
                      onChange={(e) => f.onChange(e.target.checked)}
                      slotProps={
                        field.states ? { input: { "aria-describedby": statesId } } : undefined
                      }
                    />
                  }
                />
                {field.states && (
                  <FormHelperText id={statesId} sx={{ mt: 0 }}>
                    {t(`checkboxStates.${field.states}.${f.value ? "on" : "off"}`)}
                  </FormHelperText>
                )}
                {error && <FormHelperText error>{error}</FormHelperText>}
              </>
            );
          case "flags": {
            const flags = (f.value as Record<string, boolean>) ?? {};
            return (
              <>
                <FormLabel>{label}</FormLabel>
                <FormGroup row>
                  {field.keys.map((k) => (
                    <FormControlLabel
                      key={k}
                      label={t(`flags.${k}`)}
                      control={
                        <Checkbox
                          checked={!!flags[k]}
                          onChange={(e) => f.onChange({ ...flags, [k]: e.target.checked })}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </>
            );
          }
          case "tags":
            return (
              <Autocomplete<string, true, false, true>
                multiple
                freeSolo
                options={[]}
                value={(f.value as string[]) ?? []}
                onChange={(_, v) => f.onChange(v.map((s) => s.trim()).filter(Boolean))}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={label}
                    error={!!error}
                    helperText={error ?? t("tags.hint")}
                  />
                )}
              />
            );
          case "ref":
          case "refs":
            return (
              <RefPicker
                label={label}
                target={webResource(field.resource)}
                multiple={field.kind === "refs"}
                value={f.value as string | null | string[]}
                parent={parent}
                known={known}
                error={error}
                onChange={f.onChange}
                onBlur={f.onBlur}
              />
            );
          case "rich":
            return (
              <RichTextEditor
                id={`field-${path.replaceAll(".", "-")}`}
                label={label}
                value={(f.value as string) ?? ""}
                error={error}
                onChange={f.onChange}
                onBlur={f.onBlur}
              />
            );
          case "image":
          case "images":
            return (
              <ImageField
                label={label}
                multiple={field.kind === "images"}
                value={f.value as string | null | string[]}
                error={error}
                onChange={f.onChange}
              />
            );
          case "weekdays":
            return (
              <WeekdaysField
                label={label}
                value={f.value as number[]}
                error={error}
                onChange={f.onChange}
              />
            );
          case "slots":
            return (
              <SlotsField
                label={label}
                value={f.value as { time: string; capacity: number }[]}
                error={error}
                onChange={f.onChange}
              />
            );
          case "timings":
            return (
              <TimingsField
                label={label}
                value={f.value as { open: string; close: string }[][]}
                error={error}
                onChange={f.onChange}
              />
            );
        }
      }}
    />
  );
}
