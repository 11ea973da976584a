import { InputAdornment, TextField, type TextFieldProps } from "@mui/material";
import { forwardRef } from "react";

/** A numeric field: the phone keypad on mobiles, digits only. */
export const DigitsField = forwardRef<HTMLInputElement, TextFieldProps & { maxDigits?: number }>(
  function DigitsField({ maxDigits, slotProps, ...props }, ref) {
    return (
      <TextField
        inputRef={ref}
        fullWidth
        margin="normal"
        {...props}
        slotProps={{
          ...slotProps,
          htmlInput: { inputMode: "numeric", pattern: "[0-9]*", maxLength: maxDigits },
        }}
      />
    );
  },
);

/** Spec sections 4 and 9: ten digits typed, +91 shown in front and added when sending. */
export const MobileField = forwardRef<HTMLInputElement, TextFieldProps & { locked?: boolean }>(
  function MobileField({ locked = false, ...props }, ref) {
    return (
      <DigitsField
        ref={ref}
        type="tel"
        autoComplete="tel-national"
        {...props}
        slotProps={{
          input: {
            // Spec section 4: once the code is sent the number is locked (readable, not editable).
            readOnly: locked,
            startAdornment: <InputAdornment position="start">+91</InputAdornment>,
          },
        }}
      />
    );
  },
);

/** The ten digits of a stored `+91XXXXXXXXXX`, for the field to show. */
export const nationalDigits = (e164: unknown) =>
  typeof e164 === "string" ? e164.replace(/^\+91/, "") : "";

/** What a person typed (`98765 43210`, `+91 98765-43210`, `09876543210`) as ten digits. */
export function normaliseMobile(value: unknown): string {
  const digits = String(value ?? "").replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits.length > 0 ? digits : String(value ?? "").trim();
}
