import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { AppError } from "../errors/app-error";

/**
 * Request validation with zod at the edge (CONVENTIONS 5): a failure is a 400 in the envelope,
 * naming each bad field, never a 500.
 */
export function validate<T extends keyof ValidationTargets, S extends ZodType>(target: T, schema: S) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      // A strict object's unknown keys are named one by one, like any other bad field.
      if (issue.code === "unrecognized_keys")
        for (const key of issue.keys) fields[[...issue.path, key].join(".")] ??= "is not allowed";
      else fields[issue.path.join(".") || target] ??= issue.message;
    }
    const message = Object.entries(fields)
      .map(([field, problem]) => `${field}: ${problem}`)
      .join("; ");
    throw new AppError(
      400,
      "INVALID_INPUT",
      `Invalid ${target === "json" ? "request body" : target}: ${message}`,
      fields,
    );
  });
}
