/**
 * Search values arrive JSON-parsed (`?bid=42` gives the number 42): ids and emails are kept as strings.
 * Anything else (objects, empty strings) counts as absent.
 */
export function optionalString(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
}
