import { MEDIA_MAX_BYTES, MEDIA_TYPES } from "@sannidhi/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ImageField } from "../../cms/image-field";
import { Keys } from "../material/states";
import { Sample } from "../sample";

/**
 * `/forms/upload`: the CMS image field staff use for temple photos — drop or choose a file, the
 * progress bar while it travels, the stored images with their previews, or the server's refusal
 * in words.
 */
export default function UploadPage() {
  const { t } = useTranslation(["styleguide", "cms"]);
  const [urls, setUrls] = useState<string[]>([]);
  return (
    <>
      <Sample
        title={t("upload.title")}
        intro={t("upload.intro", {
          types: MEDIA_TYPES.join(", "),
          mb: MEDIA_MAX_BYTES / 1024 / 1024,
        })}
        code={`<ImageField label={…} value={urls} multiple onChange={setUrls} />  // DropZone, UploadButton, UploadProgress inside`}
      >
        <ImageField
          label={t("cms:fields.images")}
          value={urls}
          multiple
          onChange={(v) => setUrls((v as string[] | null) ?? [])}
        />
      </Sample>
      <Keys text={t("upload.keys")} />
    </>
  );
}
