/**
 * A participant's title is written one way wherever people read it: Mr, Ms, Mrs, Dr, Prof. It is
 * stored (and answered by the API) in the spec's spelling, "Mrs.", "Dr.", "Prof.", for old clients.
 * Client-safe.
 */
export const titleLabel = (title: string) => title.replace(/\.$/, "");

/** "Dr Claudine Mukamana". */
export const participantName = (p: { title: string; firstName: string; familyName: string }) =>
  [titleLabel(p.title), p.firstName, p.familyName].filter(Boolean).join(" ");
