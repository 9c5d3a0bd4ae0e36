/** What the links "Book this tour", "Register for this event", "Fill the form" put in the subject. */
export function subjectFromQuery(search: string): string {
  const q = new URLSearchParams(search);
  const name = (s: string | null) => (s ?? "").replace(/[-_]+/g, " ").trim().slice(0, 150);
  if (q.get("tour")) return `Tour: ${name(q.get("tour"))}`;
  if (q.get("event")) return `Event: ${name(q.get("event"))}`;
  if (q.get("service")) return "Consultancy inquiry";
  if (q.get("topic")) return name(q.get("topic")).replace(/^./, (c) => c.toUpperCase());
  return "";
}
