import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from "@mui/material";
import { useTranslation } from "react-i18next";

interface Props {
  name: string | null;
  busy: boolean;
  /** The server's refusal, e.g. "Category 'X' is used by 3 temples" (409). */
  error: string | null;
  onCancel(): void;
  onConfirm(): void;
}

/** Deleting always asks first (issue 4 "Web"); a refusal is shown in the dialog itself. */
export function ConfirmDelete({ name, busy, error, onCancel, onConfirm }: Props) {
  const { t } = useTranslation("cms");
  return (
    <Dialog open={name !== null} onClose={onCancel} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">{t("delete.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t("delete.question", { name })}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t("delete.cancel")}</Button>
        <Button color="error" variant="contained" disabled={busy || !!error} onClick={onConfirm}>
          {t("delete.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
