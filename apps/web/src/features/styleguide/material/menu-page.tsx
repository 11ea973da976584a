import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import {
  Box,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AppearanceMenu } from "../../../layouts/admin/appearance-menu";
import { Sample } from "../sample";
import { Keys } from "./states";

/** `/material/menu`: the top bar's theme and layout menu itself, and a row's action menu. */
export default function MenuPage() {
  const { t } = useTranslation(["styleguide", "cms"]);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = "Meenakshi Amman";
  return (
    <>
      <Sample
        title={t("menu.appearance")}
        intro={t("menu.appearanceIntro")}
        code={`<AppearanceMenu />  // layouts/admin/appearance-menu.tsx`}
      >
        <Box
          sx={{
            display: "inline-flex",
            bgcolor: "primary.main",
            color: "primary.contrastText",
            borderRadius: 1,
            px: 1,
          }}
        >
          <AppearanceMenu />
        </Box>
      </Sample>
      <Sample
        title={t("menu.row")}
        intro={t("menu.rowIntro")}
        code={`<Menu anchorEl={anchor} open={!!anchor} onClose={close}><MenuItem>…</MenuItem></Menu>`}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Typography>{name}</Typography>
          <IconButton
            aria-label={t("menu.actionsFor", { name })}
            aria-haspopup="menu"
            aria-expanded={!!anchor}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
        </Stack>
        <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
          <MenuItem onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t("cms:list.edit", { name })}</ListItemText>
          </MenuItem>
          <MenuItem disabled>
            <ListItemIcon>
              <DeleteIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t("cms:list.delete", { name })}</ListItemText>
          </MenuItem>
        </Menu>
      </Sample>
      <Keys text={t("menu.keys")} />
    </>
  );
}
