import type { IncomingMessage } from "node:http";

export const CLIENT_ADDRESS_HEADER: string;
export function trustedProxies(value?: string): number;
export function resolveClientAddress(forwardedFor: string | string[] | undefined | null, socketAddress: string | undefined, trusted: number): string;
export function stampClientAddress(req: Pick<IncomingMessage, "headers" | "socket">, trusted?: number): void;
export function markStamping(): void;
export function isStamping(): boolean;
