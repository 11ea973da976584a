import { Box, Typography } from "@mui/material";
import type { ShopOrder } from "@sannidhi/contracts";

/**
 * A shop order's delivery address under its heading, one line a part as on a parcel label: the
 * devotee's order page ("Deliver to") and the staff's ("Ship to") show the same block.
 */
export function DeliveryAddress({
  heading,
  address: a,
}: {
  heading: string;
  address: ShopOrder["address"];
}) {
  return (
    <Box>
      <Typography component="h2" variant="h6">
        {heading}
      </Typography>
      <Typography sx={{ whiteSpace: "pre-line" }}>
        {[a.name, a.line1, a.line2, `${a.city}, ${a.state} ${a.pinCode}`, a.mobile]
          .filter(Boolean)
          .join("\n")}
      </Typography>
    </Box>
  );
}
