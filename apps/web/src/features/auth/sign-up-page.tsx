import { Container, Typography } from "@mui/material";

export default function Page() {
  return (
    <Container component="main" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Sign up
      </Typography>
    </Container>
  );
}
