/**
 * Browser-side calls to our own API. Returns the parsed body or the server's message in one of the
 * contract's error shapes (`error`, `Errors`, `errors.auth`), so forms can show it as is.
 */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: string; errors: string[] };

/** What a form shows when the request never reached the server. */
export const UNREACHABLE = "We could not reach the server. Check your connection and try again.";

export async function apiFetch<T>(url: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: { ...(init.body !== undefined ? { "content-type": "application/json" } : {}), ...init.headers },
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, status: 0, error: UNREACHABLE, errors: [] };
  }
  const body = await res.json().catch(() => ({}));
  if (res.ok) return { ok: true, status: res.status, data: body as T };
  const errors = errorMessages(body);
  return { ok: false, status: res.status, error: errors.join(" ") || `Request failed (${res.status}).`, errors };
}

export function errorMessages(body: unknown): string[] {
  if (!body || typeof body !== "object") return [];
  const b = body as { Errors?: unknown; error?: unknown; errors?: { auth?: unknown }; message?: unknown };
  if (Array.isArray(b.Errors)) return b.Errors.map(String);
  if (typeof b.Errors === "string") return [b.Errors];
  if (typeof b.errors?.auth === "string") return [b.errors.auth];
  if (typeof b.error === "string") return [b.error];
  if (typeof b.message === "string") return [b.message];
  return [];
}

export const postJson = <T>(url: string, body: unknown) => apiFetch<T>(url, { method: "POST", body: JSON.stringify(body) });
export const putJson = <T>(url: string, body: unknown) => apiFetch<T>(url, { method: "PUT", body: JSON.stringify(body) });
export const deleteJson = <T>(url: string) => apiFetch<T>(url, { method: "DELETE" });
