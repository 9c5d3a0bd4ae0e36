/**
 * Expected failures, each mapped to one HTTP status and one of the contract's error shapes by
 * lib/platform/api/respond.ts. Services throw these; Route Handlers never build error bodies by hand.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400 with `{ Errors: [...] }` (creates) or `{ error }` (loads, updates, forms). */
export class ValidationError extends AppError {
  constructor(readonly messages: string[]) {
    super(400, messages.join(" "));
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "Please log in to continue.") {
    super(401, message);
  }
}

/** 403 with `{ errors: { auth } }`, the shape old clients read for refused admin actions. */
/** A write (or a login) from another site's page. */
export const CROSS_SITE_REFUSED = "Cross-site request refused.";

export class ForbiddenError extends AppError {
  constructor(message = "Only administrators may do this.") {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = "Not found.") {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
