import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/http";

/**
 * How the booking's pages open a staff action's dialog: open, closed again, and told in words
 * what the action did once it has (for the page's notice).
 */
export type BookingActionProps = {
  open: boolean;
  onClose(): void;
  onDone(message: string): void;
};

/**
 * The frame of every staff action on a booking (refund, assign priest, mark performed): a title,
 * the action's own fields, the server's error in words, and Cancel / confirm. It cannot be closed
 * while the request is on its way, so a slow answer is never mistaken for "nothing happened".
 */
export function ActionDialog({
  open,
  title,
  onClose,
  onConfirm,
  pending,
  error,
  confirmLabel,
  confirmDisabled = false,
  confirmColor = "primary",
  fullWidth = false,
  children,
}: {
  open: boolean;
  title: string;
  onClose(): void;
  onConfirm(): void;
  pending: boolean;
  /** The failed request's error, or null. */
  error: unknown;
  confirmLabel: string;
  confirmDisabled?: boolean;
  confirmColor?: "primary" | "error";
  fullWidth?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("staff-bookings");
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth={fullWidth}
      maxWidth={fullWidth ? "xs" : "sm"}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {children}
        {error != null && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t("actions.cancel")}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          onClick={onConfirm}
          disabled={confirmDisabled}
          loading={pending}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
