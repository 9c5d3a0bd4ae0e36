/** Only item pages can show a draft: a tour, a blog post or an event, by slug. */
export function previewablePath(value: string | null): string | null {
  return value && /^\/(tour|blog|event)\/[A-Za-z0-9][A-Za-z0-9_-]*$/.test(value) ? value : null;
}
