// The widths Next's image optimizer serves (next.config.mjs `images`) and the quality it is asked
// for: one list for the config and for components/site/img.tsx, which writes the srcset itself.
// Fewer widths keep every srcset short (pages carry many images; on the home page the srcsets were
// 11 KB of its HTML) while still covering phones (828 for a 390 px screen at 2x), tablets, laptops
// and wide screens.
export const DEVICE_SIZES = [640, 828, 1200, 1920];
export const IMAGE_SIZES = [384];
export const QUALITY = 75;
