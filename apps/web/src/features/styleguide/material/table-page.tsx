import { Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { PageHeadingLevel } from "../../../layouts/admin/page-header";
import { QueryState } from "../../../layouts/admin/query-state";
import { FALLBACK_ERROR } from "../../../lib/http";
import { CmsCache } from "../../cms/cms-cache";
import ResourceListPage from "../../cms/resource-list-page";
import { webResource } from "../../cms/resources";
import { Sample } from "../sample";
import { Keys, States } from "./states";

const temples = webResource("temples");

/** `/material/table`: the CMS list table itself, on the real temples, and its states. */
export default function TablePage() {
  const { t } = useTranslation(["styleguide", "cms"]);
  return (
    <>
      <Sample
        title={t("table.live")}
        intro={t("table.liveIntro")}
        code={`<ResourceListPage resource={webResource("temples")} />`}
      >
        <PageHeadingLevel.Provider value="h2">
          <CmsCache>
            <ResourceListPage resource={temples} />
          </CmsCache>
        </PageHeadingLevel.Provider>
      </Sample>
      <Sample
        title={t("common.states")}
        code={`<QueryState query={list} loadingLabel={…} retryLabel={…} message={errorMessage(list.error)} />`}
      >
        <States
          items={[
            {
              name: t("common.loading"),
              children: (
                <QueryState
                  query={{ isFetching: true, isError: false, refetch: () => {} }}
                  loadingLabel={t("cms:list.loading")}
                  retryLabel={t("cms:list.retry")}
                  message=""
                />
              ),
            },
            {
              name: t("common.empty"),
              children: (
                <Typography color="text.secondary">
                  {t("cms:list.empty", { what: t("cms:resources.temples.plural") })}
                </Typography>
              ),
            },
            {
              name: t("common.error"),
              children: (
                <QueryState
                  query={{ isFetching: false, isError: true, refetch: () => {} }}
                  loadingLabel={t("cms:list.loading")}
                  retryLabel={t("cms:list.retry")}
                  message={FALLBACK_ERROR}
                />
              ),
            },
          ]}
        />
      </Sample>
      <Keys text={t("table.keys")} />
    </>
  );
}
