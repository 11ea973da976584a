import { CircularProgress, LinearProgress, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Loading } from "../../../components/loading";
import { QueryState } from "../../../layouts/admin/query-state";
import { UploadProgress } from "../../cms/media-upload";
import { Sample } from "../sample";
import { Keys } from "./states";

/** `/material/progress`: the product's waiting states — a part loading, a list, an upload. */
export default function ProgressPage() {
  const { t } = useTranslation(["styleguide", "cms"]);
  return (
    <>
      <Sample
        title={t("progress.part")}
        intro={t("progress.partIntro")}
        code={`<Suspense fallback={<Loading />}>…</Suspense>`}
      >
        <Stack
          sx={{
            height: 160,
            overflow: "hidden",
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
            "& > [role=status]": { minHeight: 160 },
          }}
        >
          <Loading />
        </Stack>
      </Sample>
      <Sample
        title={t("progress.list")}
        intro={t("progress.listIntro")}
        code={`<QueryState query={list} … />`}
      >
        <QueryState
          query={{ isFetching: true, isError: false, refetch: () => {} }}
          loadingLabel={t("cms:list.loading")}
          retryLabel={t("cms:list.retry")}
          message=""
        />
      </Sample>
      <Sample
        title={t("progress.upload")}
        intro={t("progress.uploadIntro")}
        code={`<UploadProgress progress={percent} label={t("image.progress")} />`}
      >
        <Stack spacing={2}>
          {[10, 45, 80, 100].map((p) => (
            <UploadProgress key={p} progress={p} label={`${t("cms:image.progress")} ${p}%`} />
          ))}
        </Stack>
      </Sample>
      <Sample
        title={t("progress.inline")}
        code={`<CircularProgress size={18} color="inherit" />  <LinearProgress color="secondary" />`}
      >
        <Stack direction="row" spacing={3} sx={{ alignItems: "center" }}>
          <CircularProgress size={18} aria-label={t("common.loading")} />
          <CircularProgress color="secondary" aria-label={t("common.loading")} />
          <CircularProgress variant="determinate" value={66} aria-label="66%" />
          <LinearProgress color="secondary" sx={{ flex: 1 }} aria-label={t("common.loading")} />
        </Stack>
      </Sample>
      <Keys text={t("progress.keys")} />
    </>
  );
}
