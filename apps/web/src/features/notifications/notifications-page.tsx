import Campaign from "@mui/icons-material/Campaign";
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../app/session";
import { Notice } from "../../components/notice";
import { ListPager, useListPaging } from "../../components/staff-list";
import { PageHeader } from "../../layouts/admin/page-header";
import { QueryState } from "../../layouts/admin/query-state";
import { errorMessage } from "../../lib/http";
import { AnnounceDialog } from "./announce-dialog";
import { NotificationList } from "./notification-item";
import { useNotificationActions, useNotifications } from "./notifications-api";
import { useOpenNotification } from "./use-open-notification";

/** `/notifications` (decision 103): every notification of the signed-in person, paged. */
export default function NotificationsPage() {
  const { t } = useTranslation("notifications");
  const { user } = useSession();
  const { paging, update } = useListPaging();
  const [announcing, setAnnouncing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useNotifications(paging.page, paging.limit);
  const actions = useNotificationActions();
  const open = useOpenNotification();
  const meta = query.data?.meta;
  const canAnnounce = user?.role === "SA" || user?.role === "admin";
  return (
    <Card>
      <PageHeader
        title={t("title")}
        subheader={meta ? t("summary", { total: meta.total, unread: meta.unread }) : undefined}
        action={
          canAnnounce && (
            <Button
              startIcon={<Campaign />}
              variant="contained"
              onClick={() => setAnnouncing(true)}
            >
              {t("announce.open")}
            </Button>
          )
        }
      />
      <CardContent>
        <QueryState query={query} loadingLabel={t("loading")} retryLabel={t("retry")} />
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Button disabled={!meta?.unread} onClick={() => actions.readAll.mutate()}>
            {t("readAll")}
          </Button>
          <Button
            color="inherit"
            disabled={!meta?.total}
            onClick={() => actions.removeAll.mutate()}
          >
            {t("deleteAll")}
          </Button>
        </Stack>
        {meta?.total === 0 && <Typography color="text.secondary">{t("empty")}</Typography>}
        {actions.removeAll.error != null && (
          <Alert severity="error">{errorMessage(actions.removeAll.error)}</Alert>
        )}
        <NotificationList items={query.data?.data ?? []} onOpen={open} aria-label={t("title")} />
        {!!meta?.total && (
          <Box>
            <ListPager total={meta.total} filters={paging} update={update} />
          </Box>
        )}
      </CardContent>
      {canAnnounce && (
        <AnnounceDialog
          open={announcing}
          onClose={() => setAnnouncing(false)}
          onSent={(count) => setNotice(t("announce.sent", { count }))}
        />
      )}
      <Notice text={notice} onClose={() => setNotice(null)} />
    </Card>
  );
}
