"use client";

import { useEffect, useId, useRef, useState } from "react";
import Link from "@/components/account/dashboard-link";
import { apiFetch } from "@/lib/platform/http/client";
import type { SearchGroup } from "@/lib/office/search/queries";
import { MIN_TERM, searchable, searchTerms } from "@/lib/platform/text-search/terms";
import { SearchResults, searchPageHref } from "./search-results";

const DEBOUNCE_MS = 250;
const results = (groups: SearchGroup[]) => {
  const n = groups.reduce((sum, g) => sum + g.total, 0);
  return `${n}${groups.some((g) => g.capped) ? "+" : ""} ${n === 1 ? "result" : "results"}`;
};

/** The answer for one text: its groups, or why there are none. */
type Answer = { q: string; groups: SearchGroup[] } | { q: string; error: string };

/** Typing in a field of its own is not a shortcut: `/` only jumps to the search from elsewhere. */
function typingElsewhere(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName));
}

/**
 * The dashboard header's search: results grouped by kind as you type (debounced; each answer
 * replaces the one before, a stale one is cancelled), `/` focuses it, Escape closes the results,
 * ArrowDown moves into them. Without JavaScript it is a GET form to /account/search.
 */
export function SearchBox() {
  const id = useId();
  const [q, setQ] = useState("");
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey || typingElsewhere(e.target)) return;
      e.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, []);

  const text = q.trim();
  const ready = searchable(searchTerms(text));

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const res = await apiFetch<{ q: string; groups: SearchGroup[] }>(`/api/search?${new URLSearchParams({ q: text, limit: "5" })}`, {
        signal: controller.signal,
      }).catch(() => null);
      if (controller.signal.aborted) return;
      setAnswer(
        !res
          ? { q: text, error: "The search could not be reached. Try again." }
          : res.ok
            ? { q: text, groups: res.data.groups }
            : { q: text, error: res.error },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, ready]);

  const close = () => setOpen(false);
  // An answer counts only for the text now in the box; until it comes, "Searching…".
  const current = ready && answer?.q === text ? answer : null;
  const groups = current && "groups" in current ? current.groups : null;
  const status = !text
    ? ""
    : !ready
      ? `Type at least ${MIN_TERM} letters or digits.`
      : !current
        ? "Searching…"
        : "error" in current
          ? current.error
          : current.groups.length
            ? results(current.groups)
            : `Nothing found for “${text}”.`;

  return (
    <form
      ref={root}
      action="/account/search"
      role="search"
      aria-label="Dashboard"
      className="relative min-w-0 flex-1 sm:max-w-md"
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.preventDefault();
          close();
          input.current?.focus();
        }
      }}
    >
      <div className="flex items-center gap-2">
        {/* Visible from 640 px; on a phone the magnifier and the placeholder say what the box is for. */}
        <label htmlFor={`${id}-q`} className="sr-only text-sm font-medium text-ink sm:not-sr-only">
          Search
        </label>
        <div className="relative min-w-0 flex-1">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-soft">
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={input}
            id={`${id}-q`}
            name="q"
            type="search"
            autoComplete="off"
            aria-label="Search bookings, participants, messages, subscribers and content"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setOpen(true);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={(e) => {
              if (e.key === "ArrowDown" && open) {
                e.preventDefault();
                panel.current?.querySelector<HTMLAnchorElement>("a")?.focus();
              }
            }}
            aria-describedby={`${id}-status`}
            aria-controls={open && text ? `${id}-results` : undefined}
            aria-keyshortcuts="/"
            placeholder="Search  ( / )"
            className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white py-2 pl-9 pr-3 text-base text-ink focus:border-brand-600"
          />
        </div>
      </div>
      <p id={`${id}-status`} role="status" className="sr-only">
        {open ? status : ""}
      </p>
      {open && text ? (
        <div
          ref={panel}
          id={`${id}-results`}
          onKeyDown={(e) => {
            if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
            const links = [...(panel.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
            const at = links.indexOf(document.activeElement as HTMLAnchorElement);
            e.preventDefault();
            if (e.key === "ArrowUp" && at <= 0) input.current?.focus();
            else links[Math.min(links.length - 1, at + (e.key === "ArrowDown" ? 1 : -1))]?.focus();
          }}
          className="absolute left-0 right-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-stone-200 bg-white p-3 shadow-lg sm:right-auto sm:w-[28rem]"
        >
          {groups?.length ? (
            <>
              <SearchResults q={text} groups={groups} onPick={close} />
              <Link
                href={searchPageHref(text)}
                onClick={close}
                className="mt-3 block border-t border-stone-100 px-2 pt-2 text-sm font-medium text-brand-700 underline underline-offset-4"
              >
                All results for “{text}”
              </Link>
            </>
          ) : (
            <p className="px-2 py-1 text-sm text-ink-soft">{status}</p>
          )}
        </div>
      ) : null}
    </form>
  );
}
