import { Container, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { PublicFrame } from "./public-frame";

/** A page that only says something — not found, could not be opened — and offers a way on. */
export function PublicMessage(props: { title: string; text: string; action: ReactNode }) {
  return (
    <PublicFrame>
      <Container sx={{ py: 6, textAlign: "center" }}>
        <img src="/images/diya.svg" alt="" width={160} height={128} />
        <Typography variant="h4" component="h1" sx={{ mt: 2, fontWeight: 700 }}>
          {props.title}
        </Typography>
        <Typography sx={{ mt: 1.5, mb: 3 }}>{props.text}</Typography>
        {props.action}
      </Container>
    </PublicFrame>
  );
}
