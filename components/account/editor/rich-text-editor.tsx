"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { Alert } from "@/components/ui/alert";
import { uploadWithProgress } from "@/lib/content/uploads/client";
import { IMAGE_ACCEPT, precheckFile, type UploadFolder } from "@/lib/content/uploads/rules";
import { ImageAltForm } from "./image-alt-form";
import { LinkForm } from "./link-form";
import { formattingActions, historyActions, type ToolbarAction } from "./toolbar-buttons";

/** Preflight resets headings and lists; give the editing surface readable defaults. */
const bodyStyles = [
  "[&_p]:my-2 [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-3 [&_blockquote]:italic",
  "[&_a]:text-brand-700 [&_a]:underline [&_img]:my-2 [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:my-4 [&_pre]:rounded-md [&_pre]:bg-stone-100 [&_pre]:p-3 [&_code]:font-mono",
].join(" ");

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Where images inserted into the body are uploaded. */
  folder: UploadFolder;
  disabled?: boolean;
  error?: string;
};

/**
 * The rich-text editor (Tiptap 3): headings, bold, italic, strike, lists, quotes, links and images
 * uploaded through POST /api/uploads. 300 px high (spec §9). The toolbar is one tab stop, moved
 * through with the arrow keys; every button has a name and toggles report aria-pressed. The
 * server sanitizes whatever this produces, so the editor is a convenience, not a safeguard.
 */
export function RichTextEditor({ label, value, onChange, folder, disabled, error }: Props) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        // <u> is not on the server's allow-list.
        underline: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["mailto"] },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editable: !disabled,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(error ? { "aria-invalid": "true", "aria-describedby": errorId } : {}),
        class: `focus-inset h-[300px] overflow-y-auto px-4 py-3 text-sm leading-relaxed text-ink ${bodyStyles}`,
      },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? "" : editor.getHTML()),
  });

  return (
    <div>
      <p id={labelId} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </p>
      <div className={`overflow-hidden rounded-lg border bg-white shadow-sm ${error ? "border-red-600" : "border-stone-300"}`}>
        {editor && !disabled ? <Toolbar editor={editor} folder={folder} label={label} /> : null}
        {editor ? <EditorContent editor={editor} /> : <div className="h-[300px]" aria-hidden="true" />}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Toolbar({ editor, folder, label }: { editor: Editor; folder: UploadFolder; label: string }) {
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [upload, setUpload] = useState<{ percent: number } | { error: string } | null>(null);
  /** An uploaded image waiting for its alt text before it goes into the text. */
  const [pending, setPending] = useState<{ src: string; fileName: string } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);

  // Re-render only when something the toolbar shows changes.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: Object.fromEntries(formattingActions.map((a) => [a.key, a.isActive!(e)])),
      link: e.isActive("link"),
      can: Object.fromEntries(historyActions.map((a) => [a.key, a.canRun!(e)])),
    }),
  });

  const actions: (Pick<ToolbarAction, "key" | "label" | "glyph" | "glyphClass"> & { pressed?: boolean; disabled?: boolean })[] = [
    ...formattingActions.map((a) => ({ key: a.key, label: a.label, glyph: a.glyph, glyphClass: a.glyphClass, pressed: state.active[a.key] })),
    { key: "link", label: "Link", glyph: "Link", pressed: state.link },
    { key: "image", label: "Insert image", glyph: "Image" },
    ...historyActions.map((a) => ({ key: a.key, label: a.label, glyph: a.glyph, disabled: !state.can[a.key] })),
  ];

  function run(key: string) {
    if (key === "link") return setLinkOpen(true);
    if (key === "image") return fileRef.current?.click();
    [...formattingActions, ...historyActions].find((a) => a.key === key)?.run(editor);
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | null = null;
    if (e.key in moves) next = (focusIndex + moves[e.key] + actions.length) % actions.length;
    if (e.key === "Home") next = 0;
    if (e.key === "End") next = actions.length - 1;
    if (next === null) return;
    e.preventDefault();
    setFocusIndex(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>("button")[next]?.focus();
  }

  async function insertImage(file: File) {
    const refused = precheckFile(file, false);
    if (refused) return setUpload({ error: refused });
    setUpload({ percent: 0 });
    try {
      const src = await uploadWithProgress(file, folder, (percent) => setUpload({ percent })).promise;
      setUpload(null);
      setPending({ src, fileName: file.name });
    } catch (err) {
      setUpload({ error: (err as Error).message });
    }
  }

  return (
    <div className="border-b border-stone-200 bg-stone-50">
      <div ref={toolbarRef} role="toolbar" aria-label={`${label} formatting`} onKeyDown={onKeyDown} className="flex flex-wrap gap-1 px-2 py-1.5">
        {actions.map((a, i) => (
          <button
            key={a.key}
            type="button"
            aria-label={a.label}
            title={a.label}
            aria-pressed={a.pressed === undefined ? undefined : a.pressed}
            disabled={a.disabled}
            tabIndex={i === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(i)}
            // A mouse click must not take focus from the text, or the first keys typed after it are lost.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(a.key)}
            className="min-w-8 rounded-md px-2 py-1 text-sm font-semibold text-ink hover:bg-stone-200 disabled:opacity-40 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            <span aria-hidden="true" className={a.glyphClass}>
              {a.glyph}
            </span>
          </button>
        ))}
        <input
          ref={fileRef}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Image to insert"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void insertImage(file);
          }}
        />
      </div>
      {linkOpen ? <LinkForm editor={editor} onClose={() => setLinkOpen(false)} /> : null}
      {pending ? (
        <ImageAltForm
          src={pending.src}
          fileName={pending.fileName}
          onInsert={(alt) => {
            editor.chain().focus().setImage({ src: pending.src, alt }).run();
            setPending(null);
          }}
          onCancel={() => {
            setPending(null);
            editor.commands.focus();
          }}
        />
      ) : null}
      {upload && "percent" in upload ? (
        <p role="status" className="px-3 pb-2 text-sm text-brand-800">
          Wait While We&apos;re uploading... {upload.percent}%
        </p>
      ) : null}
      {upload && "error" in upload ? (
        <div className="px-3 pb-2">
          <Alert>{upload.error}</Alert>
        </div>
      ) : null}
    </div>
  );
}
