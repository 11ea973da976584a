import type { NoticeSettings, One } from "@sannidhi/contracts";
import { isLanguage } from "@sannidhi/contracts/languages";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/http";

// No MUI here: the booking page loads this without the messages' list (bench:web -- --devotee).
export const noticeKeys = {
  notices: ["booking-messages", "notices"] as const,
  settings: ["booking-messages", "settings"] as const,
};

/**
 * Keeps the language the server writes the devotee's messages in — booking notices, the
 * confirmation and receipts' SMS (issue 37) — in step with the language the devotee reads this
 * page in. Used wherever a signed-in devotee books or reads their messages.
 */
export function useNoticeLanguage(enabled = true) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: noticeKeys.settings,
    queryFn: () =>
      api.get<One<NoticeSettings>>("/api/bookings/notice-settings").then((a) => a.data),
    enabled,
  });
  const save = (next: NoticeSettings) =>
    api
      .put<One<NoticeSettings>>("/api/bookings/notice-settings", next)
      .then((a) => queryClient.setQueryData(noticeKeys.settings, a.data))
      .catch(() => {});
  const language = i18n.language;
  const s = settings.data;
  useEffect(() => {
    if (s && s.language !== language && isLanguage(language)) void save({ ...s, language });
  });
  return { settings: s, save };
}
