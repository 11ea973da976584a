import { Box, Button, Typography } from "@mui/material";
import { Link } from "react-router";

/** Spec section 2: a devotee reaching a staff page sees only this placeholder. */
export function UsersPage() {
  return (
    <Box component="main" sx={{ p: 4, textAlign: "center" }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Users Page
      </Typography>
      <Typography sx={{ mb: 2 }}>This area is for temple staff.</Typography>
      <Button component={Link} to="/app" variant="contained">
        Go to Sannidhi
      </Button>
    </Box>
  );
}
