import { Autocomplete, TextField } from "@mui/material";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { WebResource } from "./resource-types";
import { useOptions } from "./use-cms";
import { useDebounced } from "./use-debounced";

interface Option {
  id: string;
  label: string;
}
interface Props {
  label: string;
  target: WebResource;
  multiple: boolean;
  value: string | null | string[];
  /** The value of the field this one follows (a district follows its state). */
  parent?: string | null;
  /** The row's own `{id, name}` of the referenced entity, for an edit form's first paint. */
  known?: Option[];
  error?: string;
  /** What to do first while the parent is missing (default: choose the state first). */
  waitingText?: string;
  /** A helper line once the picker can be used. */
  hint?: string;
  onChange(value: string | null | string[]): void;
  onBlur(): void;
}

/** A picker that loads its options from the target's loader and searches it as you type. */
export function RefPicker(props: Props) {
  const { label, target, multiple, value, parent, known, error, onChange, onBlur } = props;
  const { waitingText, hint } = props;
  const { t } = useTranslation("cms");
  const [input, setInput] = useState("");
  const q = useDebounced(input.trim());
  const options = useOptions(target, parent, q);
  const names = useRef(new Map<string, string>());
  for (const o of known ?? []) names.current.set(o.id, o.label);
  for (const o of options.data ?? []) names.current.set(o.id, o.label);
  const waitingForParent = target.optionsPath?.(parent) === null;

  // Another parent makes the chosen child meaningless (issue 4: districts follow the state).
  const lastParent = useRef(parent);
  useEffect(() => {
    if (lastParent.current && lastParent.current !== parent) onChange(multiple ? [] : null);
    lastParent.current = parent;
  }, [parent, multiple, onChange]);

  const toOption = (id: string): Option => ({ id, label: names.current.get(id) ?? "…" });
  const selected = useMemo(
    () =>
      multiple
        ? ((value as string[] | null) ?? []).map(toOption)
        : value
          ? toOption(value as string)
          : null,
    [value, multiple, options.data],
  );

  return (
    <Autocomplete<Option, boolean>
      multiple={multiple}
      options={options.data ?? []}
      value={selected}
      loading={options.isFetching}
      disabled={waitingForParent}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      onInputChange={(_, v, reason) => {
        if (reason === "input") setInput(v);
        if (reason === "reset" || reason === "clear") setInput("");
      }}
      onChange={(_, v) =>
        onChange(multiple ? (v as Option[]).map((o) => o.id) : ((v as Option | null)?.id ?? null))
      }
      onBlur={onBlur}
      noOptionsText={t("picker.none")}
      loadingText={t("picker.loading")}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={!!error || options.isError}
          helperText={
            error ??
            (options.isError
              ? t("picker.failed")
              : waitingForParent
                ? (waitingText ?? t("picker.parentFirst"))
                : hint)
          }
        />
      )}
    />
  );
}
