import { fetchBlob } from "./http";

/**
 * Saves a file the API serves only to its owner (a receipt or invoice PDF) under `filename`,
 * through an object URL: a plain link could not carry the Authorization header (decision 085).
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const blob = await fetchBlob(path);
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
