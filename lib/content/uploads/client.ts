import { errorMessages } from "@/lib/platform/http/client";
import type { UploadFolder } from "./rules";

/**
 * Sends one file to POST /api/uploads from the browser with XMLHttpRequest, because fetch cannot
 * report upload progress. Resolves with the stored file's URL; rejects with a message to show.
 */
export function uploadWithProgress(file: File, folder: UploadFolder, onProgress: (percent: number) => void): { promise: Promise<string>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<string>((resolve, reject) => {
    xhr.open("POST", "/api/uploads");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      const body = xhr.response as { secure_url?: unknown } | null;
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.secure_url === "string") {
        onProgress(100);
        resolve(body.secure_url);
      } else {
        reject(new Error(errorMessages(body).join(" ") || `The upload failed (${xhr.status}). Please try again.`));
      }
    };
    xhr.onerror = () => reject(new Error("The upload failed: we could not reach the server. Check your connection and try again."));
    xhr.onabort = () => reject(new Error("The upload was cancelled."));
    const form = new FormData();
    form.set("folder", folder);
    form.set("file", file);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
