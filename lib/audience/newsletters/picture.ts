/**
 * A newsletter's picture goes to every subscriber's mail program, which loads it from wherever it
 * points: so it must be one of our uploads (a path under /uploads/, or our Cloudinary account),
 * never another site, which could count who opens the mail. Client-safe: the editor's schema uses it.
 */
const UPLOAD_PATH = /^\/uploads\/(?!\/)(?!.*\.\.)[\w\-./%]+$/;
const CLOUDINARY = /^https:\/\/res\.cloudinary\.com\/([\w-]+)\/image\/upload\/(?!.*\.\.)[\w\-./%,]+$/;

export const PICTURE_NOT_OURS = "The picture must be one of our uploads: upload it here rather than linking to another site.";
export const pictureNotOursAtSend = (image: string) =>
  `This newsletter's picture (${image}) is not one of our uploads, and it would be loaded from that site by every subscriber's mail program: upload the picture and save the newsletter, then send it.`;

/**
 * Whether `url` is one of our uploads. `cloudName`: the Cloudinary account we upload to (only its
 * pictures count); undefined accepts any account's address form (the browser does not know ours),
 * null means we have none.
 */
export function isOwnPicture(url: string, cloudName?: string | null): boolean {
  if (UPLOAD_PATH.test(url)) return true;
  const m = CLOUDINARY.exec(url);
  if (!m) return false;
  return cloudName === undefined || m[1] === cloudName;
}
