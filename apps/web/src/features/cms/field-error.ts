/** The first message anywhere in a react-hook-form error (arrays nest theirs per item). */
export function firstMessage(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== "object" || depth > 4) return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === "string" && own) return own;
  for (const value of Object.values(error as Record<string, unknown>)) {
    if (value && typeof value === "object" && !("nodeType" in value)) {
      const found = firstMessage(value, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}
