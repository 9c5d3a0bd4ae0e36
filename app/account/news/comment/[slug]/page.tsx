import type { Metadata } from "next";
import { CommentsModerationPage, commentsPageTitle } from "@/components/account/comments/comments-page";
import { requireStaffPage } from "@/lib/auth/guards";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await requireStaffPage();
  return { title: await commentsPageTitle("news", (await params).slug) };
}

export default async function NewsCommentsPage({ params, searchParams }: Props) {
  return <CommentsModerationPage kind="news" slug={(await params).slug} searchParams={await searchParams} />;
}
