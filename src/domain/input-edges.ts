/**
 * Input no request may carry, whatever its route: a NUL character in any string (PostgreSQL
 * cannot store it in text) and JSON nested deeper than any form of the app sends (a 10,000-level body
 * would overflow the stack of whatever walks it recursively).
 */
export const INPUT_MAX_DEPTH = 32;

export type UnsafeInput = { problem: 'nul' | 'depth'; path: (string | number)[] };

/**
 * The first unsafe place in a parsed value (object keys count as strings too), or null. Walks without
 * recursion, so the walk itself cannot overflow however deep the value is.
 */
export function findUnsafeInput(value: unknown, maxDepth = INPUT_MAX_DEPTH): UnsafeInput | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return { problem: 'nul', path: item.path };
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.path.length >= maxDepth) return { problem: 'depth', path: item.path.slice(0, 1) };
    if (Array.isArray(item.value)) {
      item.value.forEach((child, index) => stack.push({ value: child, path: [...item.path, index] }));
      continue;
    }
    for (const [key, child] of Object.entries(item.value as Record<string, unknown>)) {
      if (key.includes('\u0000')) return { problem: 'nul', path: item.path };
      stack.push({ value: child, path: [...item.path, key] });
    }
  }
  return null;
}
