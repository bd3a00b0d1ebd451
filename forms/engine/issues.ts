import type { z } from 'zod/mini';

/** An issue a transform raises: custom, with its message, under `path` when it is not the value's. */
export interface TransformIssue {
  code: 'custom';
  message: string;
  path?: PropertyKey[];
}

/**
 * Classic zod's `context.addIssue` for a transform, which zod/mini's transform context (the parse
 * payload) does not have: the issue is added about the value being transformed.
 */
export function addIssue(context: z.core.ParsePayload, issue: TransformIssue): void {
  context.issues.push({ ...issue, input: context.value });
}
