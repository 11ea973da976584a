import {
  Alert,
  Box,
  Button,
  type ButtonProps,
  CircularProgress,
  Container,
  InputAdornment,
  Paper,
  TextField,
  type TextFieldProps,
  Typography,
} from "@mui/material";
import { forwardRef, type ReactNode } from "react";

/** The frame of every account page: one narrow card that still fits a 320 px screen. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container component="main" maxWidth="xs" sx={{ py: { xs: 2, sm: 6 }, px: { xs: 1, sm: 2 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}

/** Spec section 8: the server's error text, in red, announced by screen readers. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2, color: "error.main" }}>
      {message}
    </Alert>
  );
}

/** Spec section 4: a busy indicator disables the button while working. */
export function BusyButton({
  busy,
  busyLabel,
  children,
  disabled,
  ...props
}: ButtonProps & { busy: boolean; busyLabel: string }) {
  return (
    <Button
      variant="contained"
      fullWidth
      size="large"
      {...props}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      startIcon={
        busy ? <CircularProgress size={18} color="inherit" aria-label={busyLabel} /> : undefined
      }
    >
      {children}
    </Button>
  );
}

/** A required account field (e-mail, password…) with its validation message under it. */
export const AccountField = forwardRef<
  HTMLInputElement,
  TextFieldProps & { fieldError?: { message?: string } | undefined }
>(function AccountField({ fieldError, ...props }, ref) {
  return (
    <TextField
      inputRef={ref}
      required
      fullWidth
      margin="normal"
      error={Boolean(fieldError)}
      helperText={fieldError?.message}
      {...props}
    />
  );
});

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

export function Row({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: "flex",
        flexWrap: "wrap",
        gap: 1,
        alignItems: "center",
        justifyContent: "space-between",
        mt: 2,
      }}
    >
      {children}
    </Box>
  );
}

/** Read by screen readers, not shown. */
export const visuallyHidden = {
  border: 0,
  clip: "rect(0 0 0 0)",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  padding: 0,
  position: "absolute",
  whiteSpace: "nowrap",
  width: "1px",
} as const;
