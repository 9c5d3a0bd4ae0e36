/**
 * The keys the old client kept in browser storage (spec §3): /pay without an id reads the order
 * id from here. The amount is kept for old pages only: /pay always shows the server's amount.
 */
export const STORAGE_KEYS = { id: "bookingID", email: "bookingEmail", amount: "amountToPay" } as const;

export function rememberBooking({ id, email, amount }: { id: string; email: string; amount: number }) {
  try {
    localStorage.setItem(STORAGE_KEYS.id, id);
    localStorage.setItem(STORAGE_KEYS.email, email);
    localStorage.setItem(STORAGE_KEYS.amount, String(amount));
  } catch {
    // Storage can be unavailable (private mode): the order link in the e-mail still works.
  }
}

export function storedBookingId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.id) ?? sessionStorage.getItem(STORAGE_KEYS.id);
  } catch {
    return null;
  }
}
