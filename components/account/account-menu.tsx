"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { postJson } from "@/lib/platform/http/client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** The header's 'My account' menu with Logout behind a confirmation (spec §2.3). */
export function AccountMenu({ name, role }: { name: string; role: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // Which logout is being confirmed: this browser only, or every session of the account.
  const [confirming, setConfirming] = useState<"here" | "everywhere" | null>(null);
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    await postJson(confirming === "everywhere" ? "/api/auth/logout-everywhere" : "/api/auth/logout", {});
    router.replace("/auth/login");
    router.refresh();
  }

  return (
    <div className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
        className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-stone-100"
      >
        My account
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div role="menu" className="absolute right-0 z-20 mt-1 w-56 rounded-xl border border-stone-200 bg-white p-1 shadow-lg">
          <p className="px-3 py-2 text-xs text-ink-faint">
            Signed in as <span className="font-medium text-ink">{name}</span> ({role})
          </p>
          <button
            type="button"
            role="menuitem"
            autoFocus
            onClick={() => {
              setOpen(false);
              setConfirming("here");
            }}
            className="block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-stone-100"
          >
            Logout
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              setConfirming("everywhere");
            }}
            className="block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-stone-100"
          >
            Log out everywhere
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === "everywhere" ? "Log out everywhere" : "Logout"}
        message={
          confirming === "everywhere" ? "This ends your sessions in every browser and app, this one included. Continue?" : "Are you sure you want to logout?"
        }
        confirmLabel="Yes"
        cancelLabel="No"
        tone="primary"
        busy={busy}
        onConfirm={logout}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
