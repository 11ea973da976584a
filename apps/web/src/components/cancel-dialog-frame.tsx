import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { type ReactNode, useState } from "react";
import { errorMessage } from "../lib/http";

/**
 * A devotee's "cancel this?" dialog around a body that says what cancelling gives back (a
 * booking's or an order's). Confirming runs `cancel` and closes on success; while it runs the
 * dialog cannot be dismissed, and the server's refusal is shown under the body.
 */
export function CancelDialogFrame({
  id,
  open,
  onClose,
  title,
  keepLabel,
  confirmLabel,
  showConfirm = true,
  canConfirm,
  cancel,
  children,
}: {
  /** The title's id, which names the dialog. */
  id: string;
  open: boolean;
  onClose: () => void;
  title: string;
  keepLabel: string;
  confirmLabel: string;
  /** Whether the confirm button is there at all (else it is there, disabled, until it can). */
  showConfirm?: boolean;
  canConfirm: boolean;
  cancel: () => Promise<void>;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancel();
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        {children}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {keepLabel}
        </Button>
        {showConfirm && (
          <Button
            color="error"
            variant="contained"
            onClick={confirm}
            disabled={busy || !canConfirm}
          >
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
