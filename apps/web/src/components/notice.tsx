import { Alert, Snackbar, type SnackbarCloseReason } from "@mui/material";
import { useState } from "react";

/** How long a notice that reports success (or just what happened) stays: five seconds. */
export const NOTICE_MS = 5000;

export type NoticeSeverity = "success" | "info" | "warning" | "error";

/**
 * What the last action did ("Saved", "Sent to 12 devotees", "Only 1 left"), said at the foot of
 * the page; `onClose` forgets it. One notice for every page (docs/decisions/194):
 * - plain, `success` or `info`: for five seconds, or until closed;
 * - `warning` or `error`: until its close button, Escape or the next notice, so that what went
 *   wrong is not gone before it is read. A click elsewhere (a card dragged on the board, say) does
 *   not close it.
 */
export function Notice({
  text,
  severity,
  onClose,
}: {
  text: string | null;
  severity?: NoticeSeverity;
  onClose(): void;
}) {
  // What was said stays on screen while the notice slides away, instead of an empty box: the
  // last notice given, kept from render to render (React's "information from previous renders").
  const [said, setSaid] = useState({ text, severity });
  if (text && (text !== said.text || severity !== said.severity)) setSaid({ text, severity });
  const lasting = said.severity === "warning" || said.severity === "error";
  const close = (_: unknown, reason?: SnackbarCloseReason) => {
    if (lasting && reason === "clickaway") return;
    onClose();
  };
  if (!said.severity) {
    return (
      <Snackbar open={!!text} autoHideDuration={NOTICE_MS} onClose={close} message={said.text} />
    );
  }
  return (
    <Snackbar open={!!text} autoHideDuration={lasting ? null : NOTICE_MS} onClose={close}>
      <Alert severity={said.severity} onClose={onClose} role={lasting ? "alert" : "status"}>
        {said.text}
      </Alert>
    </Snackbar>
  );
}
