import type { Editor } from "@tiptap/react";

/** One formatting button: what it is called, whether it is on, and what it does. */
export type ToolbarAction = {
  key: string;
  label: string;
  /** Shown on the button (aria-label carries the full name). */
  glyph: string;
  /** How the glyph previews the format (bold B, italic I …). */
  glyphClass?: string;
  /** Toggle buttons report their state with aria-pressed; plain actions have none. */
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  canRun?: (editor: Editor) => boolean;
};

export const formattingActions: ToolbarAction[] = [
  {
    key: "h2",
    label: "Heading",
    glyph: "H2",
    isActive: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: "h3",
    label: "Subheading",
    glyph: "H3",
    isActive: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { key: "bold", label: "Bold", glyph: "B", glyphClass: "font-bold", isActive: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  {
    key: "italic",
    label: "Italic",
    glyph: "I",
    glyphClass: "italic font-serif",
    isActive: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: "strike",
    label: "Strikethrough",
    glyph: "S",
    glyphClass: "line-through",
    isActive: (e) => e.isActive("strike"),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  { key: "bullets", label: "Bulleted list", glyph: "•", isActive: (e) => e.isActive("bulletList"), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: "numbers", label: "Numbered list", glyph: "1.", isActive: (e) => e.isActive("orderedList"), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: "quote", label: "Quote", glyph: "❝", isActive: (e) => e.isActive("blockquote"), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

export const historyActions: ToolbarAction[] = [
  { key: "undo", label: "Undo", glyph: "↶", run: (e) => e.chain().focus().undo().run(), canRun: (e) => e.can().undo() },
  { key: "redo", label: "Redo", glyph: "↷", run: (e) => e.chain().focus().redo().run(), canRun: (e) => e.can().redo() },
];
