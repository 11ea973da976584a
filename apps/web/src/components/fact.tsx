import { Stack, Typography } from "@mui/material";

/** One "label: value" line of a summary. */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" sx={{ flexWrap: "wrap", columnGap: 1 }}>
      <Typography component="span" sx={{ color: "text.secondary", minWidth: "7rem" }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Stack>
  );
}
