"use client";

import { useState } from "react";
import Image from "next/image";
import { useController, type Control } from "react-hook-form";
import { UploadField } from "@/components/account/upload-field";
import { Button } from "@/components/ui/button";
import { NEWS_COVER_NOT_CHOSEN, NEWS_MAX_IMAGES, type NewsInput } from "@/lib/content/news/schema";
import { coverMessage } from "./cover-message";

type Props = { control: Control<NewsInput>; disabled?: boolean };

/**
 * A blog's images in order: upload to add one, move it up or down, remove it. The first image is
 * the cover, so the form's `image` field always follows `images[0]`.
 */
export function NewsImagesField({ control, disabled = false }: Props) {
  const { field: images } = useController({ control, name: "images" });
  const { field: cover, fieldState } = useController({ control, name: "image" });
  const list = images.value ?? [];
  const [chosen, setChosen] = useState(list.length > 0);
  // The names of the files uploaded here: stored files have random names, so only these can be shown.
  const [names, setNames] = useState<Record<string, string>>({});

  function set(next: string[]) {
    images.onChange(next);
    cover.onChange(next[0] ?? "");
  }
  function move(from: number, to: number) {
    const next = [...list];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    set(next);
  }

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-ink">Images</legend>
      <p className="text-xs text-ink-faint">The first image is the cover; the others are shown as a gallery on the post.</p>
      {list.length ? (
        <ol className="space-y-2">
          {list.map((url, i) => (
            <li key={`${url}-${i}`} className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-white p-2">
              {/* Unoptimized: a fresh upload the image optimizer has not seen yet. */}
              <Image src={url} alt="" width={56} height={56} unoptimized className="size-14 rounded-lg object-cover ring-1 ring-stone-200" />
              <span className="min-w-0 text-sm text-ink">
                <span className="block">
                  Image {i + 1}
                  {i === 0 ? (
                    <>
                      {" "}
                      <span className="font-semibold text-brand-800">(cover)</span>
                    </>
                  ) : null}
                </span>
                {names[url] ? <span className="block break-all text-xs text-ink-soft">{names[url]}</span> : null}
              </span>
              {disabled ? null : (
                <span className="ml-auto flex gap-1">
                  <Button variant="ghost" size="sm" aria-label={`Move image ${i + 1} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    Up
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={`Move image ${i + 1} down`} disabled={i === list.length - 1} onClick={() => move(i, i + 1)}>
                    Down
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={`Remove image ${i + 1}`} onClick={() => set(list.filter((_, j) => j !== i))}>
                    Remove
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {disabled || list.length >= NEWS_MAX_IMAGES ? null : (
        <UploadField
          label={list.length ? "Add an image" : "Cover image"}
          folder="Blogs"
          value=""
          onChange={(url, name) => {
            setNames((n) => ({ ...n, [url]: name }));
            set([...list, url]);
          }}
          clearAfterUpload
          onChosenChange={setChosen}
          error={coverMessage(fieldState.error?.message, chosen, NEWS_COVER_NOT_CHOSEN)}
        />
      )}
    </fieldset>
  );
}
