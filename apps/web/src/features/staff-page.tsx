import { Card, CardContent, CardHeader, Typography } from "@mui/material";

/**
 * A back-office page whose work is still to come: a titled card, nothing fake
 * (issue 2: "pages that later work fills may show a titled coming soon card").
 */
export default function StaffPage({ title }: { path: string; title: string }) {
  return (
    <Card>
      <CardHeader
        title={
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
        }
      />
      <CardContent>
        <Typography color="text.secondary">Coming soon.</Typography>
      </CardContent>
    </Card>
  );
}
