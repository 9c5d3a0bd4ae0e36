export function stampEveryRequest(trusted?: number): void;
