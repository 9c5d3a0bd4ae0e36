/** Lengths of a comment's fields: shared by the schema and the form (which must not load zod with the page). */
export const NAMES_MAX = 100;
export const COMMENT_MAX = 2000;
