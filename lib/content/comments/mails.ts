import { appUrl } from "@/lib/platform/env";
import { renderMail } from "@/lib/platform/mail/layout";
import type { OutgoingMail } from "@/lib/platform/mail/outbox";
import { site } from "@/lib/platform/site";
import { moderationPath, type CommentKind } from "./schema";

/**
 * Tells an administrator that a visitor commented and the comment waits for them. The comment is
 * quoted as plain text (the layout escapes it), so HTML a visitor typed never renders.
 */
export function newCommentMail(
  to: string,
  comment: { names: string; email: string; commentBody: string },
  item: { kind: CommentKind; slug: string; title: string },
): OutgoingMail {
  const what = item.kind === "news" ? "blog post" : "tour";
  return {
    to,
    subject: `New comment on "${item.title}" awaits moderation`,
    ...renderMail({
      heading: "A new comment awaits moderation",
      paragraphs: [
        `${comment.names} (${comment.email}) commented on the ${what} "${item.title}":`,
        comment.commentBody,
        `It stays hidden from the ${site.name} website until an administrator enables it.`,
      ],
      action: { label: "Moderate the comments", url: `${appUrl()}${moderationPath(item.kind, item.slug)}` },
    }),
  };
}
