import type { ToasterProps } from "sonner";

type Kind = "success" | "error" | "info";

const TOASTER: ToasterProps = { richColors: true, closeButton: true, position: "top-right" };

let sonner: Promise<typeof import("sonner")> | undefined;

/**
 * sonner (about 12 KB of gzipped script) and its Toaster load with the first toast of a visit,
 * not with every page: most visits never see one. The Toaster gets a root of its own at the end of
 * <body>, outside the page's tree, so a toast shown just before a navigation stays on screen.
 */
function loadSonner() {
  sonner ??= Promise.all([import("sonner"), import("react"), import("react-dom"), import("react-dom/client")]).then(
    ([lib, React, { flushSync }, { createRoot }]) => {
      const host = document.createElement("div");
      document.body.append(host);
      // Synchronous, effects included: the Toaster listens before the first toast is sent.
      flushSync(() => createRoot(host).render(React.createElement(lib.Toaster, TOASTER)));
      return lib;
    },
  );
  return sonner;
}

function show(kind: Kind, message: string) {
  void loadSonner().then((lib) => lib.toast[kind](message));
}

/** The short notices of spec §4 (a saved form, a refused action): one way to show them everywhere. */
export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
};
