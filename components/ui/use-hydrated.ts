import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true once its script runs: for controls that
 * only work with script, so that what a visitor does before then is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
