import { z } from 'zod';

// The page of a paginated list, as a query string. Apart from pagination.ts, so the web's pager can
// use those rules without loading zod.

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'errors.pagination.invalidPage' })
    .int({ error: 'errors.pagination.invalidPage' })
    .min(1, { error: 'errors.pagination.invalidPage' })
    .default(1),
});

export type PageQuery = z.output<typeof pageQuerySchema>;
