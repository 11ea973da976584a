import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from "@mui/material";
import type { StaffAccess, StaffAccessInput } from "@sannidhi/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { RefPicker } from "../cms/ref-picker";
import { webResource } from "../cms/resources";

const temples = webResource("temples");

/**
 * Which temples an admin or editor acts for (issue 33, docs/decisions/200): the whole trust, or
 * the temples chosen — none means the account sees no temple's data. Only the SA sets it, here.
 */
export function AccessField({
  value,
  known,
  error,
  onChange,
}: {
  value: StaffAccessInput;
  /** The temples the account has now, for the picker's first paint. */
  known?: StaffAccess["temples"];
  error?: string | undefined;
  onChange(value: StaffAccessInput): void;
}) {
  const { t } = useTranslation("user-admin");
  const labelId = useId();
  const templeIds = value.templeIds ?? [];
  return (
    <FormControl error={!!error}>
      <FormLabel id={labelId}>{t("access.label")}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value.trustWide ? "trust" : "temples"}
        onChange={(e) => onChange({ trustWide: e.target.value === "trust", templeIds })}
      >
        <FormControlLabel value="trust" control={<Radio />} label={t("access.trust")} />
        <FormControlLabel value="temples" control={<Radio />} label={t("access.temples")} />
      </RadioGroup>
      {!value.trustWide && (
        <RefPicker
          label={t("access.choose")}
          target={temples}
          multiple
          value={templeIds}
          known={known?.map((k) => ({ id: k.id, label: k.name }))}
          onChange={(ids) => onChange({ trustWide: false, templeIds: (ids as string[]) ?? [] })}
          onBlur={() => {}}
        />
      )}
      <FormHelperText>
        {error ??
          (value.trustWide
            ? t("access.trustHelp")
            : templeIds.length
              ? t("access.templesHelp")
              : t("access.noneHelp"))}
      </FormHelperText>
    </FormControl>
  );
}

/** What the users table says an account acts for. */
export function accessText(
  t: (key: string, o?: Record<string, unknown>) => string,
  role: string,
  access: StaffAccess,
): string {
  if (role === "SA" || access.trustWide) return t("access.trust");
  if (role !== "admin" && role !== "editor") return "—";
  if (!access.temples.length) return t("access.none");
  return access.temples.map((x) => x.name).join(", ");
}
