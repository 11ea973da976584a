import {
  Alert,
  Box,
  Button,
  type ButtonProps,
  CircularProgress,
  Container,
  Paper,
  TextField,
  type TextFieldProps,
  Typography,
} from "@mui/material";
import { forwardRef, type ReactNode } from "react";
import { PublicFrame } from "../public/public-frame";

/**
 * Every account page (sign-in, sign-up, password, deletion): the public site's frame (issue 36)
 * around one narrow card that still fits a 320 px screen.
 */
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
    <PublicFrame>
      <Container maxWidth="xs" sx={{ py: { xs: 2, sm: 6 }, px: { xs: 1, sm: 2 } }}>
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
    </PublicFrame>
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

// Shared with the staff forms' mobile fields (issue 19).
export { DigitsField, MobileField } from "../../components/mobile-field";

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

export { visuallyHidden } from "../../components/visually-hidden";
