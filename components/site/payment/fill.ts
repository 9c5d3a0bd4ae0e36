/** Fills the slots a message resolved on the server left for the browser ("Pay {amount} by {provider}"). */
export const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
