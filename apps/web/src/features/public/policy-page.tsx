import { Container, Typography } from "@mui/material";

const TITLES = {
  privacy: "Privacy Policy",
  refund: "Refund Policy",
  terms: "Terms and Conditions",
};

export default function PolicyPage({ kind }: { kind: keyof typeof TITLES }) {
  return (
    <Container component="main" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {TITLES[kind]}
      </Typography>
    </Container>
  );
}
