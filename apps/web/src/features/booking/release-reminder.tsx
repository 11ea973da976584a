import { Box, Button } from "@mui/material";
import type { One, QuotaRelease, ReleaseReminder } from "@sannidhi/contracts";
import { isLanguage } from "@sannidhi/contracts/languages";
import { formatDateTime } from "@sannidhi/site/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api, errorMessage } from "../../lib/http";

/**
 * "Remind me" on a release whose queue is not open yet (issue 37, item 2; docs/decisions/225):
 * an SMS in the page's language when the queue opens. One button whose words say what a press
 * does ("Remind me", "Reminder set — cancel"), so focus stays on it; the line above it, inside
 * the waiting room's live region, says the new state aloud.
 */
export function ReleaseReminderButton({
  release,
  set,
  onChange,
}: {
  release: QuotaRelease;
  set: boolean;
  onChange: (set: boolean) => void;
}) {
  const { t, i18n } = useTranslation("booking");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const time = formatDateTime(release.joinOpensAt, i18n.language);
  const url = `/api/waiting-room/${release.id}/reminder`;

  const toggle = async () => {
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      const lang = i18n.language;
      const res = set
        ? await api.delete<One<ReleaseReminder>>(url)
        : await api.put<One<ReleaseReminder>>(url, isLanguage(lang) ? { language: lang } : {});
      onChange(res.data.set);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Box data-testid="reminder-line">
        {set ? t("waitingRoom.reminderSet", { time }) : t("waitingRoom.reminderOffer", { time })}
      </Box>
      <Button
        variant={set ? "outlined" : "contained"}
        size="small"
        sx={{ mt: 1 }}
        onClick={toggle}
        // Not `disabled` while the request runs: a disabled button would lose the keyboard focus.
        aria-disabled={busy}
      >
        {set ? t("waitingRoom.reminderCancel") : t("waitingRoom.remindMe")}
      </Button>
      {error && (
        <Box role="alert" sx={{ mt: 1 }}>
          {error}
        </Box>
      )}
    </Box>
  );
}
