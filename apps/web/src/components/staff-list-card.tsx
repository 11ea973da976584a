import { Card, CardContent } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../layouts/admin/page-header";
import { FilterBar } from "./list-filters";
import { PagedList } from "./paged-list";
import { type ListFilters, SearchAndClear } from "./staff-list";

type ListProps<T> = Omit<
  Parameters<typeof PagedList<T>>[0],
  "label" | "loadingLabel" | "retryLabel" | "sizes" | "filters"
>;

/**
 * A back-office list page: its card under the page's title (which also names the table), an
 * optional action beside the title, the named row of filters (ended, when `search` is given, by
 * the free-text search and the button that clears every filter), what the list says above itself
 * (a sum) or below (an export), and the paged table. The shop's, invoices' and donations' lists
 * were this card by copy. The filters', loading and retry labels are the app's own ("Filters",
 * "Loading", "Try again") and the pager offers 20, 50 or 100 rows, unless the list says otherwise.
 */
export function StaffListCard<T>({
  title,
  action,
  filtersLabel,
  filterFields,
  search,
  above,
  below,
  loadingLabel,
  retryLabel,
  sizes = [20, 50, 100],
  ...list
}: ListProps<T> & {
  title: string;
  action?: ReactNode;
  filtersLabel?: string;
  /** The filters, in the order they stand. */
  filterFields: ReactNode;
  /** `useListParams`'s filters: the page, the rows per page and (for `search`) the text. */
  filters: Pick<ListFilters, "page" | "limit"> & { q?: string | number };
  /** The search box's label, and what clears every filter (`useListParams`'s `clear`). */
  search?: { label: string; clear(): void };
  above?: ReactNode;
  below?: ReactNode;
  loadingLabel?: string;
  retryLabel?: string;
  sizes?: number[];
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <PageHeader title={title} action={action} />
      <CardContent>
        <FilterBar label={filtersLabel} filters={list.filters} update={list.update}>
          {filterFields}
          {search && (
            <SearchAndClear
              label={search.label}
              filters={list.filters}
              update={list.update}
              clear={search.clear}
            />
          )}
        </FilterBar>
        {above}
        <PagedList
          label={title}
          loadingLabel={loadingLabel ?? t("loading")}
          retryLabel={retryLabel ?? t("list.retry")}
          sizes={sizes}
          {...list}
        />
        {below}
      </CardContent>
    </Card>
  );
}
