/** A stored rich-text body. The content service sanitizes it on write (allow-list), so it is safe to render. */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`prose-body text-[1.0625rem] ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
