import { Snackbar } from "@mui/material";

/**
 * What the staff member's last action did ("Saved", "Sent to 12 devotees"), said at the foot of
 * the page for five seconds or until closed; `onClose` forgets it.
 */
export function Notice({ text, onClose }: { text: string | null; onClose(): void }) {
  return <Snackbar open={!!text} autoHideDuration={5000} onClose={onClose} message={text} />;
}
