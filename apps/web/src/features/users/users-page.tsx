import PersonAdd from "@mui/icons-material/PersonAdd";
import {
  Avatar,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  TableCell,
  TableRow,
  Typography,
} from "@mui/material";
import { type ManagedUser, ROLE_NAMES } from "@sannidhi/contracts";
import { formatDate } from "@sannidhi/site/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../app/session";
import { FilterBar, SelectFilter } from "../../components/list-filters";
import { Notice } from "../../components/notice";
import { PagedList } from "../../components/paged-list";
import { SearchField } from "../../components/query-filters";
import { useListParams, useListSearch } from "../../components/staff-list";
import { PageHeader } from "../../layouts/admin/page-header";
import { initials } from "../scrum/card-tile";
import { accessText } from "./access-field";
import { useUsers, useUserWrite } from "./use-users";
import { AddUserDialog, EditUserDialog } from "./user-dialogs";

const ROLE_FILTERS = ["staff", ...ROLE_NAMES] as const;

/** `/users` (SA): every account, searched and filtered; add staff, change roles, deactivate. */
export default function UsersPage() {
  const { t, i18n } = useTranslation("user-admin");
  const { user: me } = useSession();
  // `?q=&role=&active=&page=&limit=`
  const { filters, update } = useListParams({
    q: null,
    role: ROLE_FILTERS,
    active: ["true", "false"],
  });
  const [search, setSearch] = useListSearch(filters, update);
  const list = useUsers(filters);
  const write = useUserWrite();
  const [dialog, setDialog] = useState<ManagedUser | "new" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const close = () => {
    write.reset();
    setDialog(null);
  };
  const done = (message: string) => () => {
    close();
    setNotice(message);
  };

  return (
    <Card>
      <PageHeader
        title={t("title")}
        subheader={t("intro")}
        action={
          <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setDialog("new")}>
            {t("add.button")}
          </Button>
        }
      />
      <CardContent>
        <FilterBar filters={filters} update={update}>
          <SearchField
            label={t("filters.search")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <SelectFilter
            name="role"
            label={t("fields.role")}
            anyLabel={t("filters.anyRole")}
            options={ROLE_FILTERS.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          />
          <SelectFilter
            name="active"
            label={t("filters.state")}
            anyLabel={t("filters.anyState")}
            options={[
              { value: "true", label: t("edit.active") },
              { value: "false", label: t("edit.inactive") },
            ]}
          />
        </FilterBar>
        <PagedList
          list={list}
          label={t("title")}
          columns={[
            { label: t("fields.name") },
            { label: t("fields.phone") },
            { label: t("fields.role") },
            { label: t("access.column") },
            { label: t("filters.state") },
            { label: t("fields.since") },
          ]}
          loadingLabel={t("loading")}
          retryLabel={t("retry")}
          emptyText={t("empty")}
          emptyBelow
          filters={filters}
          update={update}
          row={(u) => (
            <TableRow key={u.id} hover>
              <TableCell>
                <Stack direction="row" spacing={1} alignItems="center">
                  <Avatar
                    src={u.imgUrl ?? undefined}
                    alt=""
                    sx={{ width: 28, height: 28, fontSize: 12 }}
                  >
                    {initials(u.name ?? "")}
                  </Avatar>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => setDialog(u)}
                    aria-label={t("edit.open", { name: u.name ?? u.phone ?? u.email ?? "" })}
                  >
                    {u.name ?? u.username ?? t("noName")}
                  </Link>
                </Stack>
                {u.email && (
                  <Typography variant="body2" color="text.secondary">
                    {u.email}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{u.phone}</TableCell>
              <TableCell>{t(`roles.${u.role}`)}</TableCell>
              <TableCell>
                {(u.role === "admin" || u.role === "editor") &&
                !u.access.trustWide &&
                !u.access.temples.length ? (
                  <Chip size="small" color="warning" label={t("access.none")} />
                ) : (
                  accessText(t, u.role, u.access)
                )}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={u.isActive ? "success" : "default"}
                  label={u.isActive ? t("edit.active") : t("edit.inactive")}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {formatDate(u.createdAt, i18n.language)}
              </TableCell>
            </TableRow>
          )}
        />
      </CardContent>
      {dialog === "new" && (
        <AddUserDialog
          pending={write.isPending}
          error={write.error}
          onClose={close}
          onSubmit={(body) =>
            write.mutate({ kind: "add", body }, { onSuccess: done(t("add.done")) })
          }
        />
      )}
      {dialog && dialog !== "new" && (
        <EditUserDialog
          user={dialog}
          self={dialog.id === me?.id}
          pending={write.isPending}
          error={write.error}
          onClose={close}
          onSubmit={(body) =>
            write.mutate({ kind: "update", body }, { onSuccess: done(t("edit.done")) })
          }
          onDelete={() =>
            write.mutate({ kind: "delete", id: dialog.id }, { onSuccess: done(t("edit.deleted")) })
          }
        />
      )}
      <Notice text={notice} onClose={() => setNotice(null)} />
    </Card>
  );
}
