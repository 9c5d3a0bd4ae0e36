import type { Metadata } from "next";
import { CommentsModerationPage } from "@/components/account/comments/comments-page";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Comments" };

export default async function TourCommentsPage({ params, searchParams }: Props) {
  return <CommentsModerationPage kind="tour" slug={(await params).slug} searchParams={await searchParams} />;
}
