/** Names of the shared site classes (app/globals.css, "Public site building blocks"). */
export const container = "site-container";
export const narrow = "site-narrow";
export const sectionY = "site-section";
export const eyebrow = "site-eyebrow";
export const sectionTitle = "site-title";
