import AddIcon from "@mui/icons-material/Add";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { WebResource } from "./resource-types";

/** The "Add <what>" button beside a CMS page's title, opening the resource's empty form. */
export function AddResourceButton({ resource }: { resource: WebResource }) {
  const { t } = useTranslation("cms");
  return (
    <Button
      component={RouterLink}
      to={resource.meta.addPage}
      variant="contained"
      startIcon={<AddIcon />}
    >
      {t("list.add", { what: t(`resources.${resource.meta.key}.label`) })}
    </Button>
  );
}
