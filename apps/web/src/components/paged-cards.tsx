import {
  Alert,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Pagination,
  Stack,
  Typography,
} from "@mui/material";
import type { Many } from "@sannidhi/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { errorMessage } from "../lib/http";
import { LinkNotice } from "./link-notice";
import { Loading } from "./loading";

/** How many cards a page of a devotee's own list shows. */
export const CARDS_PER_PAGE = 10;

/** The list page in the URL's `page` (1 when absent); page 1 drops it, so links stay short. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  return [page, (p) => setParams(p > 1 ? { page: String(p) } : {})];
}

/** What one card shows: a heading, its status chip, a few lines and a small caption. */
export interface CardFace {
  title: ReactNode;
  status: ReactNode;
  lines: ReactNode[];
  caption?: ReactNode;
}

interface PagedCardsProps<T extends { id: string }> {
  /** The page of the list that `usePageParam` names, `CARDS_PER_PAGE` long. */
  list: UseQueryResult<Many<T>>;
  /** Shown when the devotee has none yet, with a button to where they start. */
  empty: { text: string; action: string; to: string };
  href: (item: T) => string;
  face: (item: T) => CardFace;
}

/**
 * A devotee's own records — bookings, orders, donations — as cards that open each one, newest
 * first, paged: loading, an error with "Try again", and an empty state that says where to begin.
 * The page is the URL's (`usePageParam`), so the pager and the caller's query read the same one.
 */
export function PagedCards<T extends { id: string }>({
  list,
  empty,
  href,
  face,
}: PagedCardsProps<T>) {
  const { t } = useTranslation("common");
  const [page, onPage] = usePageParam();
  if (list.isPending) return <Loading />;
  if (list.isError) {
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => list.refetch()}>{t("list.retry")}</Button>}
      >
        {errorMessage(list.error)}
      </Alert>
    );
  }
  const { data, meta } = list.data;
  if (meta.total === 0) {
    return <LinkNotice {...empty} />;
  }
  const pages = Math.ceil(meta.total / meta.limit);
  return (
    <Stack spacing={1.5}>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", m: 0, p: 0 }}>
        {data.map((item) => {
          const f = face(item);
          return (
            <li key={item.id}>
              <Card variant="outlined">
                <CardActionArea component={RouterLink} to={href(item)}>
                  <CardContent>
                    <Stack direction="row" sx={{ justifyContent: "space-between", gap: 1 }}>
                      <Typography component="h2" sx={{ fontWeight: 600 }}>
                        {f.title}
                      </Typography>
                      {f.status}
                    </Stack>
                    {f.lines.map((line, i) => (
                      // The lines are fixed per kind of record, so their order is their identity.
                      <Typography key={i} variant="body2">
                        {line}
                      </Typography>
                    ))}
                    {f.caption && <Typography variant="caption">{f.caption}</Typography>}
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          );
        })}
      </Stack>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, p) => onPage(p)}
          getItemAriaLabel={(type, p) =>
            type === "page" ? t("list.pageN", { n: p }) : t(`list.${type}`)
          }
        />
      )}
    </Stack>
  );
}
