import { ERROR_MESSAGES, type ErrorCode, type ErrorIssue } from '@tomaru/domain/errors';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const Status = {
  OK: 200,
  CREATED: 201,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

/** An error with a stable code; the app's error handler turns it into the JSON error shape. */
export class ApiError extends HTTPException {
  readonly code: string;
  readonly issues: ErrorIssue[] | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Extra facts for the browser (e.g. the hotel's phone when the guest must call). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    options: {
      issues?: ErrorIssue[];
      message?: string;
      headers?: Record<string, string>;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(status, { message: options.message ?? ERROR_MESSAGES[code] });
    this.code = code;
    this.issues = options.issues;
    this.headers = options.headers;
    this.details = options.details;
  }
}

export const unauthorized = (code: 'unauthorized' | 'token_expired' = 'unauthorized') =>
  new ApiError(Status.UNAUTHORIZED, code, { headers: { 'WWW-Authenticate': 'Bearer' } });
export const forbidden = () => new ApiError(Status.FORBIDDEN, 'forbidden');
export const notFound = (code: ErrorCode = 'not_found') => new ApiError(Status.NOT_FOUND, code);
