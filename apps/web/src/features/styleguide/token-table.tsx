import { Table, TableBody, TableCell, TableRow } from "@mui/material";
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
