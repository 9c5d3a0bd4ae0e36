/**
 * What POST /api/uploads accepts, shared by the server (authoritative) and the upload field (early,
 * friendlier refusal before a large file is sent). Client-safe: no Node imports.
 */
export const UPLOAD_FOLDERS = ["Events", "Blogs", "Tours", "Publications", "Newsletters"] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export type StoredType = { mime: string; ext: string; kind: "image" | "pdf" };

/** The sniffed types we store, keyed by the extension we give the stored file. */
export const STORED_TYPES: Record<string, StoredType> = {
  jpg: { mime: "image/jpeg", ext: "jpg", kind: "image" },
  png: { mime: "image/png", ext: "png", kind: "image" },
  webp: { mime: "image/webp", ext: "webp", kind: "image" },
  gif: { mime: "image/gif", ext: "gif", kind: "image" },
  pdf: { mime: "application/pdf", ext: "pdf", kind: "pdf" },
};

export const MB = 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * MB;
export const MAX_PDF_BYTES = 20 * MB;
/** The largest multipart body worth reading: a 20 MB PDF plus the form's own overhead. */
export const MAX_REQUEST_BYTES = MAX_PDF_BYTES + MB;

export const uploadMessages = {
  type: "Only JPEG, PNG, WebP, GIF images or PDF documents are accepted.",
  imageOnly: "Only JPEG, PNG, WebP or GIF images are accepted here.",
  imageSize: "This image is too large: images may be at most 10 MB.",
  pdfSize: "This PDF is too large: documents may be at most 20 MB.",
  requestSize: "This file is too large: images may be at most 10 MB and PDF documents at most 20 MB.",
  empty: "Please choose a file to upload.",
  folder: `Choose where the file belongs: ${UPLOAD_FOLDERS.join(", ")}.`,
} as const;

/** `accept` attributes for file inputs (a hint for the picker; the server checks the content). */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";
export const DOCUMENT_ACCEPT = `${IMAGE_ACCEPT},application/pdf`;

/**
 * A quick check in the browser from the file's declared type and size. It can only refuse early;
 * the server decides from the bytes.
 */
export function precheckFile(file: { type: string; size: number }, allowPdf: boolean): string | null {
  if (file.size === 0) return uploadMessages.empty;
  const isPdf = file.type === "application/pdf";
  const isImage = IMAGE_ACCEPT.split(",").includes(file.type);
  if (!isImage && !(allowPdf && isPdf)) return allowPdf ? uploadMessages.type : uploadMessages.imageOnly;
  if (isPdf && file.size > MAX_PDF_BYTES) return uploadMessages.pdfSize;
  if (isImage && file.size > MAX_IMAGE_BYTES) return uploadMessages.imageSize;
  return null;
}
