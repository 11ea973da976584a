import { Box, Grid, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { NAVIGATION } from "../../../app/navigation";
import { NavIcon } from "../../../layouts/admin/nav-icons";
import { Sample } from "../sample";
import { Keys } from "./states";

/** Every icon the navigation names, once, with the entry that uses it. */
const USED = [
  ...new Map(
    NAVIGATION.flatMap((item) => ("icon" in item ? [[item.icon, item.name] as const] : [])),
  ).entries(),
];

/** `/material/icons`: the icons the back-office uses, by name, as the navigation draws them. */
export default function IconsPage() {
  const { t } = useTranslation("styleguide");
  return (
    <>
      <Sample
        title={t("icons.navigation")}
        intro={t("icons.intro")}
        code={`{ type: "group", name: "Temples", icon: "temple_hindu", … }  // app/navigation.ts\n<NavIcon name="temple_hindu" />`}
      >
        <Grid container spacing={1.5}>
          {USED.map(([icon, name]) => (
            <Grid key={icon} size={{ xs: 6, sm: 4, md: 3, lg: 2 }}>
              <Box
                data-testid="icon"
                sx={{
                  border: 1,
                  borderColor: "divider",
                  borderRadius: 1,
                  p: 1.5,
                  textAlign: "center",
                }}
              >
                <NavIcon name={icon} fontSize="large" color="primary" />
                <Typography variant="body2" sx={{ fontFamily: "monospace" }}>
                  {icon}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {name}
                </Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Sample>
      <Sample title={t("icons.sizes")} code={`<NavIcon name="event" fontSize="small" />`}>
        {(["small", "medium", "large"] as const).map((size) => (
          <NavIcon key={size} name="event" fontSize={size} sx={{ mr: 2 }} />
        ))}
      </Sample>
      <Keys text={t("icons.keys")} />
    </>
  );
}
