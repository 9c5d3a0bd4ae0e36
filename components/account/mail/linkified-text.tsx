import { Fragment } from "react";

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** A plain-text mail body with its http(s) addresses as links, so an admin can pass one on or open it. */
export function LinkifiedText({ text }: { text: string }) {
  const pieces = text.split(URL_PATTERN);
  return (
    <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-lg border border-stone-200 bg-stone-50 p-4 font-mono text-sm text-ink">
      {pieces.map((piece, i) =>
        i % 2 === 1 ? (
          <a key={i} href={piece} className="text-brand-700 underline underline-offset-2" rel="noreferrer">
            {piece}
          </a>
        ) : (
          <Fragment key={i}>{piece}</Fragment>
        ),
      )}
    </pre>
  );
}
