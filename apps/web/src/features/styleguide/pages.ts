import type { ComponentType } from "react";

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * The style guide's pages (issue 14: the spec's UI-kit routes of section 2), each a chunk of
 * its own: the editor page alone brings TipTap, the charts page alone ECharts.
 */
export const STYLEGUIDE_PAGES: Record<string, Loader> = {
  "/utilities/color": () => import("./utilities/color-page"),
  "/utilities/spacing": () => import("./utilities/spacing-page"),
  "/utilities/typography": () => import("./utilities/typography-page"),
  "/utilities/display": () => import("./utilities/display-page"),
  "/utilities/height-width": () => import("./utilities/sizing-page"),
  "/utilities/position": () => import("./utilities/position-page"),
  "/utilities/shadow": () => import("./utilities/shadow-page"),
  "/utilities/misc": () => import("./utilities/misc-page"),
  "/material/table": () => import("./material/table-page"),
  "/material/form": () => import("./material/form-page"),
  "/material/buttons": () => import("./material/buttons-page"),
  "/material/icons": () => import("./material/icons-page"),
  "/material/progress": () => import("./material/progress-page"),
  "/material/menu": () => import("./material/menu-page"),
  "/material/checkbox": () => import("./material/checkbox-page"),
  "/material/switch": () => import("./material/switch-page"),
  "/material/radio": () => import("./material/radio-page"),
  "/material/slider": () => import("./material/slider-page"),
  "/material/autocomplete": () => import("./material/autocomplete-page"),
  "/material/expansion-panel": () => import("./material/expansion-panel-page"),
  "/material/dialog": () => import("./material/dialog-page"),
  "/material/snackbar": () => import("./material/snackbar-page"),
  "/charts/echarts": () => import("./charts/charts-page"),
  "/forms/basic": () => import("./forms/basic-form-page"),
  "/forms/editor": () => import("./forms/editor-page"),
  "/forms/upload": () => import("./forms/upload-page"),
};
