import { Box, CircularProgress } from "@mui/material";

/**
 * The spinner shown while a lazily loaded part arrives (spec section 2, "Shared layout"); with
 * `height`, in a place of exactly that height (a part whose size is known, so nothing shifts).
 */
export function Loading({ height }: { height?: number } = {}) {
  return (
    <Box
      role="status"
      aria-label="Loading"
      sx={{
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        minHeight: height ?? "50vh",
        height,
      }}
    >
      <CircularProgress />
    </Box>
  );
}
