import { Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { ReactNode } from "react";

/** Theme tokens as a table: the token's name (as code reads it), an optional meaning, its value. */
export function TokenTable({
  label,
  rows,
}: {
  label: string;
  rows: { name: string; meaning?: ReactNode; value: ReactNode }[];
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.name}>
            {r.meaning !== undefined && <TableCell>{r.meaning}</TableCell>}
            <TableCell sx={{ fontFamily: "monospace" }}>{r.name}</TableCell>
            <TableCell align="right" sx={{ fontFamily: "monospace" }}>
              {r.value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * A sample's table under headings of its own, named by `label` (the sample's title) for screen
 * readers; a heading's `width` holds room for a column that draws (a bar).
 */
export function HeadedTable({
  label,
  headings,
  children,
}: {
  label: string;
  headings: { label: string; width?: string }[];
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {headings.map((h) => (
            <TableCell key={h.label} sx={h.width ? { width: h.width } : undefined}>
              {h.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
