import type { Media } from "@sannidhi/contracts";
import { MEDIA_MAX_BYTES } from "@sannidhi/contracts/workspace-rules";
import { FALLBACK_ERROR, HttpError, storedToken } from "../../lib/http";

/**
 * POST /api/media as multipart field `file`. XMLHttpRequest rather than fetch because only it
 * reports upload progress (issue 4: "image upload with preview and progress").
 */
export function uploadMedia(file: File, onProgress: (percent: number) => void): Promise<Media> {
  if (file.size > MEDIA_MAX_BYTES) {
    const mb = MEDIA_MAX_BYTES / 1024 / 1024;
    return Promise.reject(new HttpError(413, `The image must be at most ${mb} MB`));
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/media");
    const token = storedToken();
    if (token) {
      xhr.setRequestHeader("authorization", `Bearer ${token}`);
      xhr.setRequestHeader("auth-token", token);
    }
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new HttpError(0, FALLBACK_ERROR));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 200 && body && typeof body === "object" && "data" in body) {
        resolve((body as { data: Media }).data);
      } else {
        reject(new HttpError(xhr.status, (body as { error?: string }) ?? FALLBACK_ERROR));
      }
    };
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
