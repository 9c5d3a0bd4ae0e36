import Link from "@/components/account/dashboard-link";
import { countTargetComments } from "@/lib/content/comments/queries";
import { moderationPath, type CommentKind } from "@/lib/content/comments/schema";

/** "3 comments, 1 awaiting moderation" on an item's dashboard page, linking to its comments page. */
export async function CommentsLink({ kind, id, slug }: { kind: CommentKind; id: string; slug: string }) {
  const { total, pending } = await countTargetComments({ kind, id });
  return (
    <Link href={moderationPath(kind, slug)} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
      {total} {total === 1 ? "comment" : "comments"}
      {pending ? `, ${pending} awaiting moderation` : ""}
    </Link>
  );
}
