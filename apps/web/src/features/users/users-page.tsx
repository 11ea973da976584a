import PersonAdd from "@mui/icons-material/PersonAdd";
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  MenuItem,
  Snackbar,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { DEFAULT_PAGE_SIZE, type ManagedUser, ROLE_NAMES } from "@sannidhi/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSession } from "../../app/session";
import { SearchField, useQueryFilters } from "../../components/query-filters";
import { ListPager } from "../../components/staff-list";
import { PageHeader } from "../../layouts/admin/page-header";
import { QueryState } from "../../layouts/admin/query-state";
import { formatDate } from "../../lib/format";
import { errorMessage } from "../../lib/http";
import { initials } from "../scrum/card-tile";
import { type UserFilters, useUsers, useUserWrite } from "./use-users";
import { AddUserDialog, EditUserDialog } from "./user-dialogs";

const ROLE_FILTERS = ["staff", ...ROLE_NAMES] as const;
const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Reads the filters from the query string (`?q=&role=&active=&page=&limit=`). */
export function userFiltersOf(params: URLSearchParams): UserFilters {
  const role = params.get("role") ?? "";
  const active = params.get("active") ?? "";
  return {
    q: params.get("q")?.trim() || undefined,
    role: (ROLE_FILTERS as readonly string[]).includes(role) ? role : undefined,
    active: active === "true" || active === "false" ? active : undefined,
    page: positive(params.get("page"), 1),
    limit: Math.min(positive(params.get("limit"), DEFAULT_PAGE_SIZE), 100),
  };
}

/** `/users` (SA): every account, searched and filtered; add staff, change roles, deactivate. */
export default function UsersPage() {
  const { t, i18n } = useTranslation("user-admin");
  const { user: me } = useSession();
  const [params] = useSearchParams();
  const filters = userFiltersOf(params);
  const { update, search, setSearch } = useQueryFilters(filters.q);
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
  const rows = list.data?.data ?? [];

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
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ mb: 2 }}
          role="group"
          aria-label={t("filters.label")}
        >
          <SearchField
            label={t("filters.search")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <TextField
            select
            size="small"
            label={t("fields.role")}
            value={filters.role ?? ""}
            onChange={(e) => update({ role: e.target.value })}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t("filters.anyRole")}</MenuItem>
            {ROLE_FILTERS.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`roles.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t("filters.state")}
            value={filters.active ?? ""}
            onChange={(e) => update({ active: e.target.value })}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t("filters.anyState")}</MenuItem>
            <MenuItem value="true">{t("edit.active")}</MenuItem>
            <MenuItem value="false">{t("edit.inactive")}</MenuItem>
          </TextField>
        </Stack>
        <QueryState
          query={list}
          loadingLabel={t("loading")}
          retryLabel={t("retry")}
          message={errorMessage(list.error)}
        />
        <TableContainer>
          <Table size="small" aria-label={t("title")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("fields.name")}</TableCell>
                <TableCell>{t("fields.phone")}</TableCell>
                <TableCell>{t("fields.role")}</TableCell>
                <TableCell>{t("fields.temple")}</TableCell>
                <TableCell>{t("filters.state")}</TableCell>
                <TableCell>{t("fields.since")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((u) => (
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
                  <TableCell>{u.temple?.name ?? t("allTemples")}</TableCell>
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
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {list.isSuccess && rows.length === 0 && (
          <Box sx={{ py: 4, textAlign: "center" }}>
            <Typography color="text.secondary">{t("empty")}</Typography>
          </Box>
        )}
        <ListPager total={list.data?.meta.total ?? 0} filters={filters} update={update} />
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
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </Card>
  );
}
