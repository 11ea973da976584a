import { Box, CircularProgress } from "@mui/material";

/** The spinner shown while a lazily loaded part arrives (spec section 2, "Shared layout"). */
export function Loading() {
  return (
    <Box
      role="status"
      aria-label="Loading"
      sx={{ display: "flex", alignItems: "center", justifyContent: "center", minHeight: "50vh" }}
    >
      <CircularProgress />
    </Box>
  );
}
