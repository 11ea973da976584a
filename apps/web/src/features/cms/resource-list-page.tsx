import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import {
  Box,
  Card,
  CardContent,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
} from "@mui/material";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Notice } from "../../components/notice";
import { SearchField } from "../../components/query-filters";
import { ListPager, useListPaging } from "../../components/staff-list";
import { PageHeader } from "../../layouts/admin/page-header";
import { QueryState } from "../../layouts/admin/query-state";
import { errorMessage } from "../../lib/http";
import { lazyWithPreload, preloadOn } from "../../lib/lazy-with-preload";
import { AddResourceButton } from "./add-resource-button";
import { formatCell } from "./format-cell";
import type { WebResource } from "./resource-types";
import { type Row, useDeleteResource, useResourceList } from "./use-cms";
import { useDebounced } from "./use-debounced";

// The delete dialog is its own chunk, fetched on the first sign of use — hover, focus or touch
// of a delete button — not with the list's first view (issue 14's budget, decision 136).
const ConfirmDelete = lazyWithPreload(() =>
  import("./confirm-delete").then((m) => ({ default: m.ConfirmDelete })),
);

/** The one `view-*` page (issue 4 "Web"): searchable, sortable, paged, with edit and delete. */
export default function ResourceListPage({ resource }: { resource: WebResource }) {
  const { t, i18n } = useTranslation("cms");
  const navigate = useNavigate();
  const location = useLocation();
  const key = resource.meta.key;
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const { paging, update } = useListPaging();
  const [sort, setSort] = useState(resource.defaultSort);
  const list = useResourceList(resource, { ...paging, q, sort });
  const remove = useDeleteResource(resource);
  const [doomed, setDoomed] = useState<Row | null>(null);
  // The dialog is mounted from the first delete on, so closing animates.
  const [askedOnce, setAskedOnce] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(
    (location.state as { notice?: string } | null)?.notice ?? null,
  );

  const plural = t(`resources.${key}.plural`);
  const nameOf = (row: Row) => String(row[resource.titleField] ?? "");
  const sortKey = sort.replace(/^-/, "");
  const direction = sort.startsWith("-") ? "desc" : "asc";
  const toggleSort = (field: string) => {
    setSort(sortKey === field && direction === "asc" ? `-${field}` : field);
    update({});
  };
  const confirmDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed.id, {
      onSuccess: () => {
        setNotice(t("delete.done", { name: nameOf(doomed) }));
        setDoomed(null);
      },
      onError: (err) => setDeleteError(errorMessage(err)),
    });
  };
  const rows = list.data?.data ?? [];

  return (
    <Card>
      <PageHeader title={plural} action={<AddResourceButton resource={resource} />} />
      <CardContent>
        <SearchField
          label={t("list.search")}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            update({});
          }}
          sx={{ mb: 2, minWidth: 280 }}
        />
        <QueryState query={list} loadingLabel={t("list.loading")} retryLabel={t("list.retry")} />
        <TableContainer>
          <Table size="small" aria-label={plural}>
            <TableHead>
              <TableRow>
                {resource.columns.map((c) => (
                  <TableCell key={c.field} sortDirection={sortKey === c.sort ? direction : false}>
                    {c.sort ? (
                      <TableSortLabel
                        active={sortKey === c.sort}
                        direction={sortKey === c.sort ? direction : "asc"}
                        onClick={() => toggleSort(c.sort!)}
                      >
                        {t(`fields.${c.field}`)}
                      </TableSortLabel>
                    ) : (
                      t(`fields.${c.field}`)
                    )}
                  </TableCell>
                ))}
                <TableCell align="right">{t("list.actions")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  {resource.columns.map((c) => (
                    <TableCell key={c.field}>
                      {formatCell(c, row[c.field], t, i18n.language)}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    <Tooltip title={t("list.edit", { name: nameOf(row) })}>
                      <IconButton
                        aria-label={t("list.edit", { name: nameOf(row) })}
                        onClick={() => navigate(`${resource.meta.addPage}?id=${row.id}`)}
                      >
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t("list.delete", { name: nameOf(row) })}>
                      <IconButton
                        aria-label={t("list.delete", { name: nameOf(row) })}
                        {...preloadOn(ConfirmDelete)}
                        onClick={() => {
                          setDeleteError(null);
                          setDoomed(row);
                          setAskedOnce(true);
                        }}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {list.isSuccess && rows.length === 0 && (
          <Box sx={{ py: 4, textAlign: "center" }}>
            <Typography color="text.secondary">
              {q ? t("list.noMatch", { q }) : t("list.empty", { what: plural })}
            </Typography>
          </Box>
        )}
        <ListPager total={list.data?.meta.total ?? 0} filters={paging} update={update} />
      </CardContent>
      {askedOnce && (
        <Suspense fallback={null}>
          <ConfirmDelete
            name={doomed ? nameOf(doomed) : null}
            busy={remove.isPending}
            error={deleteError}
            onCancel={() => setDoomed(null)}
            onConfirm={confirmDelete}
          />
        </Suspense>
      )}
      <Notice text={notice} onClose={() => setNotice(null)} />
    </Card>
  );
}
