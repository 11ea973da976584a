import { GlobalStyles } from "@mui/material";
import { paperFor } from "./day-sheet";

/**
 * The day sheet on paper (issue 6; issue 38, decision 234): A4, portrait unless the sheet has more
 * columns than portrait holds, black on white, each slot on its own page. The shell prints
 * nothing of its own (admin-layout); the page's controls are `.no-print`. The table takes the
 * paper's width, not the screen's: type is 9 pt, cells 4 pt apart and wrapped between words (a receipt number is kept whole), and the
 * frame that scrolls on a phone lets the table show whole instead of clipping it.
 */
export function DaySheetPrintStyles({ columns }: { columns: number }) {
  return (
    <GlobalStyles
      styles={{
        "@page": { size: paperFor(columns), margin: "12mm 10mm" },
        "@media print": {
          ".no-print": { display: "none !important" },
          "body, main, .MuiPaper-root, .MuiCard-root": {
            background: "#fff !important",
            color: "#000 !important",
            boxShadow: "none !important",
            overflow: "visible !important",
          },
          ".MuiCard-root > .MuiCardContent-root, .MuiCard-root > .MuiCardHeader-root": {
            paddingLeft: "0 !important",
            paddingRight: "0 !important",
          },
          ".MuiTableCell-root, .MuiTypography-root, .MuiChip-label": { color: "#000 !important" },
          ".MuiChip-root": {
            background: "none !important",
            border: "1px solid #000",
            height: "auto",
            maxWidth: "100%",
          },
          // A chip cuts its label with an ellipsis; on paper the status is read whole.
          ".MuiChip-label": { whiteSpace: "normal", overflow: "visible", fontSize: "9pt" },
          ".day-sheet-slot + .day-sheet-slot": { breakBefore: "page", pageBreakBefore: "always" },
          ".day-sheet-slot tr": { breakInside: "avoid" },
          ".day-sheet-frame": { overflow: "visible !important" },
          ".day-sheet-slot table": { width: "100%" },
          ".day-sheet-slot .MuiTableCell-root": {
            fontSize: "9pt",
            padding: "2pt 4pt",
            // break-word, not anywhere: only a word longer than its column is broken.
            overflowWrap: "break-word",
            borderBottom: "1px solid #000 !important",
          },
        },
      }}
    />
  );
}
