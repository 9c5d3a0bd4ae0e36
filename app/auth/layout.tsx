import Link from "next/link";
import { site } from "@/lib/platform/site";
import { HtmlDocument } from "../html-document";

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <HtmlDocument lang="en">
      <div className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-brand-900 via-brand-800 to-earth-800 px-4 py-12">
        <Link href="/" className="mb-8 font-display text-3xl font-semibold text-white">
          {site.name}
        </Link>
        <main className="w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl">{children}</main>
      </div>
    </HtmlDocument>
  );
}
