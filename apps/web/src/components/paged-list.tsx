import type { ReactNode } from "react";
import { QueryState } from "../layouts/admin/query-state";
import { ListEmpty, type ListFilters, ListPager, ListTable, NoRows } from "./staff-list";

/**
 * A back-office list under its filters: the loading bar and the failure with a retry, the table
 * with a row a `row`, what it says when there is nothing, and the pager. `emptyBelow` says so
 * under the table once the answer has come (else in the table, when nothing is being fetched).
 */
export function PagedList<T>({
  list,
  label,
  columns,
  loadingLabel,
  retryLabel,
  emptyText,
  emptyBelow = false,
  filters,
  update,
  sizes,
  row,
}: {
  list: {
    data?: { data: T[]; meta: { total: number } };
    isFetching: boolean;
    isError: boolean;
    isSuccess: boolean;
    error: unknown;
    refetch(): unknown;
  };
  label: string;
  columns: { label: string; right?: boolean }[];
  loadingLabel: string;
  retryLabel: string;
  emptyText: string;
  emptyBelow?: boolean;
  filters: Pick<ListFilters, "page" | "limit">;
  update: (changes: Record<string, string | undefined>) => void;
  sizes?: number[];
  row: (item: T) => ReactNode;
}) {
  const rows = list.data?.data ?? [];
  return (
    <>
      <QueryState query={list} loadingLabel={loadingLabel} retryLabel={retryLabel} />
      <ListTable label={label} columns={columns}>
        {rows.map(row)}
        {!emptyBelow && !rows.length && !list.isFetching && (
          <NoRows columns={columns.length} text={emptyText} />
        )}
      </ListTable>
      {emptyBelow && <ListEmpty show={list.isSuccess && rows.length === 0} text={emptyText} />}
      <ListPager
        total={list.data?.meta.total ?? 0}
        filters={filters}
        update={update}
        sizes={sizes}
      />
    </>
  );
}
