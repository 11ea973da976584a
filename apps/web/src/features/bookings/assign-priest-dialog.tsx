import { Alert, ListSubheader, MenuItem, TextField } from "@mui/material";
import type { StaffBooking } from "@sannidhi/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/http";
import { ActionDialog, type BookingActionProps } from "./action-dialog";
import { useBookingAction, usePriestOptions } from "./staff-bookings-api";

/** Assign a priest (issue 6): the temple's own priests first, then the others. */
export function AssignPriestDialog({
  booking,
  open,
  onClose,
  onDone,
}: { booking: StaffBooking } & BookingActionProps) {
  const { t } = useTranslation("staff-bookings");
  const priests = usePriestOptions(booking.temple.id);
  const action = useBookingAction(booking.id);
  const [priestId, setPriestId] = useState(booking.priestId ?? "");
  const { own, others } = priests;
  const all = [...own, ...others];

  const confirm = () =>
    action.mutate(
      { kind: "assign-priest", priestId },
      {
        onSuccess: () => {
          const name = all.find((p) => p.id === priestId)?.name ?? "";
          onDone(t("priest.done", { name }));
          onClose();
        },
      },
    );

  return (
    <ActionDialog
      open={open}
      title={t("priest.title")}
      onClose={onClose}
      onConfirm={confirm}
      pending={action.isPending}
      error={action.error}
      confirmLabel={t("actions.confirm")}
      confirmDisabled={!priestId}
      fullWidth
    >
      {priests.error && <Alert severity="error">{errorMessage(priests.error)}</Alert>}
      <TextField
        select
        fullWidth
        label={t("priest.label")}
        value={all.some((p) => p.id === priestId) ? priestId : ""}
        onChange={(e) => {
          action.reset();
          setPriestId(e.target.value);
        }}
        sx={{ mt: 1 }}
        disabled={priests.isPending}
      >
        {own.length > 0 && <ListSubheader>{t("priest.thisTemple")}</ListSubheader>}
        {own.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name}
          </MenuItem>
        ))}
        {own.length > 0 && others.length > 0 && <ListSubheader>{t("priest.others")}</ListSubheader>}
        {others.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}
