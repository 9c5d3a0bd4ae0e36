import { and, sql, type SQL } from "drizzle-orm";
import { searchTerms } from "./terms";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every term somewhere in a search text (lib/platform/db/schema.ts `searchText`): one `like` per term, each
 * answerable from the text's trigram index. `%` and `_` are letters here.
 */
export const matchTerms = (text: SQL, terms: string[]) => and(...terms.map((t) => sql`${text} like ${`%${escapeLike(t)}%`}`));

/** The same for what was typed into a list's search box; no text, no condition. */
export const matchTyped = (text: SQL, q: string | undefined) => (q ? matchTerms(text, searchTerms(q)) : undefined);
