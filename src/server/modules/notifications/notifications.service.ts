import type { z } from 'zod';
import type { OutboxPage, outboxQuerySchema } from '../../../contract/notifications';
import { computePageOffset } from '../../../domain/pagination';
import type { AppContext } from '../../context';
import { listOutbox } from './notifications.repo';

/** Emails per page of the outbox. */
const OUTBOX_PAGE_SIZE = 50;

/**
 * A page of the email outbox, newest first, optionally only the emails to one address (any case), and
 * the transport the server sends through (without SMTP the outbox is where emails can be read).
 */
export async function listOutboxPage(
  ctx: AppContext,
  query: z.output<typeof outboxQuerySchema>,
): Promise<OutboxPage> {
  const { items, total } = await listOutbox(ctx.pool, {
    to: query.to?.toLowerCase() || null,
    limit: OUTBOX_PAGE_SIZE,
    offset: computePageOffset(query.page, OUTBOX_PAGE_SIZE),
  });
  return {
    items: items.map(({ sentAt, createdAt, ...row }) => ({
      ...row,
      sentAt: sentAt ? sentAt.toISOString() : null,
      createdAt: createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: OUTBOX_PAGE_SIZE,
    transport: ctx.mailer.transportName,
  };
}
