import { Card, CardContent } from "@mui/material";
import type { ReactNode } from "react";
import { PageHeader } from "../layouts/admin/page-header";
import { FilterBar } from "./list-filters";
import { PagedList } from "./paged-list";

type ListProps<T> = Omit<Parameters<typeof PagedList<T>>[0], "label">;

/**
 * A back-office list page: its card under the page's title (which also names the table), an
 * optional action beside the title, the named row of filters, what the list says above itself
 * (a sum) or below (an export), and the paged table. The shop's, invoices' and donations' lists
 * were this card by copy.
 */
export function StaffListCard<T>({
  title,
  action,
  filtersLabel,
  filterFields,
  above,
  below,
  ...list
}: ListProps<T> & {
  title: string;
  action?: ReactNode;
  filtersLabel: string;
  /** The filters, in the order they stand. */
  filterFields: ReactNode;
  above?: ReactNode;
  below?: ReactNode;
}) {
  return (
    <Card>
      <PageHeader title={title} action={action} />
      <CardContent>
        <FilterBar label={filtersLabel}>{filterFields}</FilterBar>
        {above}
        <PagedList label={title} {...list} />
        {below}
      </CardContent>
    </Card>
  );
}
