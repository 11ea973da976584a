import { Alert, Button, Typography } from "@mui/material";
import type { InboxMessage } from "@sannidhi/contracts";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/http";
import { useResendMail } from "./inbox-api";

/**
 * Under a reply to a contact message: where its mail is (decision 158). It is mailed from the
 * job queue, so the reply shows "Sending…" first, then "Mailed", or "Not delivered" with a way
 * to send it again; the page follows the live `inbox.changed` event.
 */
export function MailState({ message }: { message: InboxMessage }) {
  const { t } = useTranslation("inbox");
  const resend = useResendMail();
  const email = message.mailedTo;
  if (!email) return null;
  if (message.mailStatus === "failed") {
    return (
      <Alert
        severity="warning"
        sx={{ mt: 1 }}
        action={
          <Button
            color="inherit"
            size="small"
            loading={resend.isPending}
            onClick={() => resend.mutate(message.id)}
          >
            {t("sendAgain")}
          </Button>
        }
      >
        {t("mailFailed", { email })}
        {resend.error != null && ` ${errorMessage(resend.error)}`}
      </Alert>
    );
  }
  return (
    <Typography variant="caption" color="text.secondary" role="status">
      {message.mailStatus === "sending" ? t("mailSending", { email }) : t("mailedTo", { email })}
    </Typography>
  );
}
