import { Card, CardContent, Typography } from "@mui/material";
import { PageHeader } from "../layouts/admin/page-header";

/**
 * A back-office page whose work is still to come: a titled card, nothing fake
 * (issue 2: "pages that later work fills may show a titled coming soon card").
 */
export default function StaffPage({ title }: { path: string; title: string }) {
  return (
    <Card>
      <PageHeader title={title} />
      <CardContent>
        <Typography color="text.secondary">Coming soon.</Typography>
      </CardContent>
    </Card>
  );
}
