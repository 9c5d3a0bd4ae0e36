/** Shown above a draft that a signed-in staff member previews at its public URL. */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-50 bg-earth-600 text-white shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.4)]">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <p className="font-semibold">Preview — not published. Only signed-in staff can see this page.</p>
        <a href={`/preview/exit?path=${encodeURIComponent(path)}`} className="rounded font-semibold underline underline-offset-4 hover:text-earth-100">
          Exit preview
        </a>
      </div>
    </div>
  );
}
