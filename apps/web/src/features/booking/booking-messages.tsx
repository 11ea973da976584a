import {
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  Typography,
} from "@mui/material";
import type { DevoteeNotice, One } from "@sannidhi/contracts";
import { formatDateTime } from "@sannidhi/site/format";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/http";
import { noticeKeys as keys, useNoticeLanguage } from "./notice-language";

/**
 * "My bookings" messages (issue 18): what the devotee was told about their bookings — refunds,
 * closures, performed, a hold about to lapse, reminders — and the switch for reminders. The
 * server writes the messages in the language the devotee uses here, kept in step from this page.
 * Shows nothing if the messages cannot be had: the bookings stand alone.
 */
export function BookingMessages({ latest }: { latest?: number } = {}) {
  const { t, i18n } = useTranslation("booking");
  const notices = useQuery({
    queryKey: keys.notices,
    queryFn: () => api.get<One<DevoteeNotice[]>>("/api/bookings/notices").then((a) => a.data),
  });
  const { settings: s, save } = useNoticeLanguage();
  if (!s) return null;
  return (
    <Stack component="section" aria-labelledby="booking-messages" spacing={1} sx={{ mt: 3 }}>
      <Typography id="booking-messages" component="h2" variant="h6">
        {t("messages.title")}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={s.reminders}
            onChange={(e) => save({ ...s, reminders: e.target.checked })}
          />
        }
        label={t("messages.reminders")}
      />
      {!!notices.data?.length && (
        <List dense>
          {notices.data.slice(0, latest).map((n) => (
            <ListItem key={n.id} disableGutters>
              <ListItemText
                primary={<span lang={n.language}>{n.text}</span>}
                secondary={formatDateTime(n.createdAt, i18n.language)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
