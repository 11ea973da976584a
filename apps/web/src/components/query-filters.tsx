import SearchIcon from "@mui/icons-material/Search";
import { InputAdornment, TextField, type TextFieldProps } from "@mui/material";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useDebounced } from "../features/cms/use-debounced";

/**
 * `prev` with `changes` written in (an empty value removes its key); any change but the page
 * itself goes back to page 1.
 */
export function withChanges(
  prev: URLSearchParams,
  changes: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [k, v] of Object.entries(changes)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  if (!("page" in changes)) next.delete("page");
  return next;
}

/**
 * Filters kept in the page's query string, so a filtered list can be shared and survives a
 * reload. `update` changes some of them (any change but the page itself goes back to page 1);
 * the search box's text is written as `q` once typing pauses.
 */
export function useQueryFilters(currentQ: string | undefined) {
  const [, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) =>
    setParams((prev) => withChanges(prev, changes), { replace: true });
  const [search, setSearch] = useState(currentQ ?? "");
  const q = useDebounced(search.trim());
  useEffect(() => {
    if ((q || undefined) !== currentQ) update({ q: q || undefined });
  }, [q]);
  return { update, search, setSearch };
}

/** The lists' search box: a magnifier and a label. */
export function SearchField(props: TextFieldProps) {
  return (
    <TextField
      size="small"
      {...props}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
