import { Button, DialogContentText, Stack } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { HttpError } from "../../../lib/http";
import { ActionDialog } from "../../bookings/action-dialog";
import { ConfirmDelete } from "../../cms/confirm-delete";
import { Sample } from "../sample";
import { Keys } from "./states";

type Shown = "plain" | "pending" | "error" | "delete" | "deleteRefused" | null;
const RECEIPT = "SN-2026-000123";

/**
 * `/material/dialog`: the booking action dialog's frame and the CMS delete confirmation, each
 * in the states staff meet: waiting for the server (cannot be closed), refused by it.
 */
export default function DialogPage() {
  const { t } = useTranslation(["styleguide", "staff-bookings", "cms"]);
  const [shown, setShown] = useState<Shown>(null);
  const close = () => setShown(null);
  const open = (s: Shown, label: string) => (
    <Button variant="outlined" onClick={() => setShown(s)}>
      {label}
    </Button>
  );
  return (
    <>
      <Sample
        title={t("dialog.action")}
        intro={t("dialog.actionIntro")}
        code={`<ActionDialog open title={…} pending={mutation.isPending} error={mutation.error} confirmLabel={…} onConfirm={…} onClose={…}>…</ActionDialog>`}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          {open("plain", t("dialog.openPlain"))}
          {open("pending", t("dialog.openPending"))}
          {open("error", t("dialog.openError"))}
        </Stack>
        <ActionDialog
          open={shown === "plain" || shown === "pending" || shown === "error"}
          title={t("staff-bookings:performed.title")}
          onClose={close}
          onConfirm={close}
          pending={shown === "pending"}
          error={
            shown === "error" ? new HttpError(409, t("dialog.refused", { receipt: RECEIPT })) : null
          }
          confirmLabel={t("staff-bookings:actions.markPerformedFor", { receipt: RECEIPT })}
        >
          <DialogContentText>{t("staff-bookings:performed.intro")}</DialogContentText>
        </ActionDialog>
      </Sample>
      <Sample
        title={t("dialog.delete")}
        intro={t("dialog.deleteIntro")}
        code={`<ConfirmDelete name={doomed?.name ?? null} busy={remove.isPending} error={deleteError} onCancel={…} onConfirm={…} />`}
      >
        <Stack direction="row" spacing={1}>
          {open("delete", t("dialog.openDelete"))}
          {open("deleteRefused", t("dialog.openDeleteRefused"))}
        </Stack>
        <ConfirmDelete
          name={shown === "delete" || shown === "deleteRefused" ? "Divya Desam" : null}
          busy={false}
          error={shown === "deleteRefused" ? t("dialog.inUse") : null}
          onCancel={close}
          onConfirm={close}
        />
      </Sample>
      <Keys text={t("dialog.keys")} />
    </>
  );
}
