import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { Alert } from "@/components/ui/alert";
import { LinkButton } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Pagination } from "@/components/ui/pagination";
import { StatusBadge } from "@/components/ui/status-badge";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { countTargetComments, findCommentTarget, listTargetComments } from "@/lib/content/comments/queries";
import { moderationPath, type CommentKind } from "@/lib/content/comments/schema";
import { formatDateTime } from "@/lib/platform/dates";
import { readPageQuery } from "@/lib/platform/pagination";
import type { CommentJson } from "@/lib/content/news/serialize";
import { RowActionButtons } from "@/components/ui/row-action-buttons";
import { commentActions } from "./comment-actions";

const PAGE_SIZE = 20;
const SECTION = {
  news: { label: "Blogs", href: "/account/news", view: "/account/news/view", what: "blog" },
  tour: { label: "Tours", href: "/account/tours", view: "/account/tours/view", what: "tour" },
} as const;

/**
 * /account/news/comment/{slug} and /account/tours/comment/{slug}: every comment on the item,
 * newest first, with who wrote it and its status. Administrators approve, hide and delete with
 * a row's own buttons; other staff read.
 */
export async function CommentsModerationPage({
  kind,
  slug,
  searchParams,
}: {
  kind: CommentKind;
  slug: string;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const actor = await requireStaffPage();
  const target = await findCommentTarget(kind, slug);
  if (!target) notFound();
  const isAdmin = actor.role === "admin";
  const section = SECTION[kind];
  const query = readPageQuery(searchParams, PAGE_SIZE);
  const [{ items, total }, counts] = await Promise.all([
    listTargetComments(target, { staff: true, page: query.page, limit: query.limit, newestFirst: true }),
    countTargetComments(target),
  ]);
  const here = moderationPath(kind, target.slug);
  const viewPath = `${section.view}/${target.slug}`;

  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, section, { label: target.title, href: viewPath }, { label: "Comments" }]} />
      <PageHeader
        title={`Comments on ${target.title}`}
        description={`${counts.total} ${counts.total === 1 ? "comment" : "comments"}, ${counts.pending} awaiting moderation`}
        action={
          <LinkButton href={viewPath} variant="secondary">
            Back to the {section.what}
          </LinkButton>
        }
      />
      {isAdmin ? null : (
        <div className="mb-4">
          <Alert tone="info">Only administrators can approve, hide or delete comments.</Alert>
        </div>
      )}
      <DataTable<CommentJson>
        caption={`Comments on ${target.title}`}
        rows={items}
        rowKey={(c) => c.id}
        empty={<p>No comments on this {section.what} yet.</p>}
        columns={[
          { header: "Names", cell: (c) => <span className="font-medium">{c.names}</span> },
          {
            header: "Email",
            cell: (c) => (
              <a href={`mailto:${c.email}`} className="text-brand-700 hover:underline">
                {c.email}
              </a>
            ),
          },
          {
            header: "Date",
            cell: (c) => (
              <time dateTime={c.createdAt} className="whitespace-nowrap">
                {formatDateTime(c.createdAt)}
              </time>
            ),
          },
          { header: "Comment", cell: (c) => <p className="max-w-prose whitespace-pre-line break-words max-md:text-left">{c.commentBody}</p> },
          {
            header: "Status",
            cell: (c) => (c.isActive ? <StatusBadge tone="green">Approved</StatusBadge> : <StatusBadge tone="amber">Awaiting moderation</StatusBadge>),
          },
          ...(isAdmin
            ? [
                {
                  header: "Actions",
                  srOnlyHeader: true,
                  cell: (c: CommentJson) => <RowActionButtons actions={commentActions({ id: c.id, names: c.names, isActive: c.isActive, backTo: here })} />,
                },
              ]
            : []),
        ]}
      />
      <Pagination page={query.page} limit={query.limit} total={total} basePath={here} />
    </>
  );
}
