import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from "@mui/material";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";

/**
 * Warns before unsaved changes are lost (issue 4 "Web"): a dialog for navigation inside the
 * app (react-router's blocker) and the browser's own prompt for reloads and closing the tab.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation("cms");
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return (
    <Dialog open={blocker.state === "blocked"} onClose={() => blocker.reset?.()}>
      <DialogTitle>{t("unsaved.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t("unsaved.text")}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>{t("unsaved.stay")}</Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {t("unsaved.leave")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
