import type { StandardSchemaV1 } from '@standard-schema/spec';
import { toErrorIssues } from '@tomaru/domain/validation';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { ApiError, Status } from './errors';

/**
 * Validates one part of the request with a schema from `domain/` (also documented in the OpenAPI
 * document). A failure answers 422 with the issues, never reaching the handler.
 */
export function validate<Schema extends StandardSchemaV1, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result) => {
    if (!result.success) {
      throw new ApiError(Status.UNPROCESSABLE, 'validation_failed', { issues: toErrorIssues(result.error) });
    }
  });
}
