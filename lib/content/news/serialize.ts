import type { Comment, News } from "@/lib/platform/db/schema";

/** A comment as the API shows it; commenters' e-mails are for staff only. */
export type CommentJson = { id: string; names: string; email?: string; commentBody: string; createdAt: string; isActive: boolean };

/** A news post in the contract's shape (api-contract.md, "Item fields clients read"). */
export type NewsJson = {
  id: string;
  slug: string;
  title: string;
  image: string;
  images: string[];
  newsBody: string;
  authorId: string | null;
  isPublished: boolean;
  /** Added to the contract: staff's "show first" mark. */
  featured: boolean;
  views: { numberOfReading: number };
  comments: CommentJson[];
  createdAt: string;
  updatedAt: string;
};

export function serializeComment(c: Comment, withEmail: boolean): CommentJson {
  return {
    id: c.id,
    names: c.names,
    ...(withEmail ? { email: c.email } : {}),
    commentBody: c.commentBody,
    createdAt: c.createdAt.toISOString(),
    isActive: c.isActive,
  };
}

export function serializeNews(row: News, comments: CommentJson[] = []): NewsJson {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: row.image,
    images: storedImages(row),
    newsBody: row.newsBody,
    authorId: row.authorId,
    isPublished: row.isPublished,
    featured: row.featured,
    views: { numberOfReading: row.numberOfReading },
    comments,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A post's images in order; posts stored before galleries have only their cover. */
export function storedImages(row: Pick<News, "image" | "images">): string[] {
  if (row.images?.length) return row.images;
  return row.image ? [row.image] : [];
}
