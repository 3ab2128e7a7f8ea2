/** Every admin list answers one page: `{ items, total, page, pageSize }` (docs/engineering.md). */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
