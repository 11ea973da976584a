import { Box } from "@mui/material";
import { Outlet } from "react-router";

export default function AdminLayout() {
  return (
    <Box sx={{ p: 2 }}>
      <Outlet />
    </Box>
  );
}
