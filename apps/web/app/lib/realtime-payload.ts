/**
 * The object a real-time message carries under `key` (NewMessage's `message`, GroupCreated's
 * `group`), or null when it carries none; its fields are still to be checked.
 */
export function readPayloadObject(data: unknown, key: string): Record<string, unknown> | null {
  if (!data || typeof data !== 'object') return null;
  const value = (data as Record<string, unknown>)[key];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}
