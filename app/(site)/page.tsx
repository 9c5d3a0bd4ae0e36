import Link from "next/link";
import { site } from "@/lib/site";

// Placeholder home until the public-site work lands; replaced by the full home page.
export default function HomePage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24 text-center">
      <h1 className="font-display text-4xl font-semibold text-brand-900">{site.name}</h1>
      <p className="mt-4 text-ink-soft">{site.tagline}</p>
      <Link href="/auth/login" className="mt-8 inline-block text-brand-700 underline">
        Staff login
      </Link>
    </main>
  );
}
