/** The round check mark in front of a selling point or principle. */
export function CheckBadge({ className = "h-10 w-10" }: { className?: string }) {
  return (
    <span aria-hidden="true" className={`site-check ${className}`}>
      <svg viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        <path d="M5 10.5l3 3 7-7" />
      </svg>
    </span>
  );
}
