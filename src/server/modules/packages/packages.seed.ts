import { DEFAULT_PACKAGES, type Currency } from '../../../domain/packages';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { countPackages, insertPackage, lockSeed, replacePrices } from './packages.repo';

// Any constant works; it only has to be the same on every server instance.
const SEED_LOCK = 4_202_001;

/**
 * Fills an empty packages table with the spec's tables (section 9), without payment links: admins
 * add those. Idempotent and safe on several instances starting at once (an advisory lock); a table
 * that already holds packages, even edited or deactivated ones, is left alone. Returns how many
 * packages were created.
 */
export async function seedPackages(db: Database): Promise<number> {
  return inTransaction(db, async (client) => {
    await lockSeed(client, SEED_LOCK);
    if ((await countPackages(client)) > 0) return 0;
    for (const definition of DEFAULT_PACKAGES) {
      const id = await insertPackage(client, {
        category: definition.category,
        items: definition.items,
        isActive: true,
      });
      const prices = (Object.entries(definition.prices) as [Currency, number][]).map(
        ([currency, amount]) => ({
          currency,
          amount,
          paymentUrl: null,
          earlyAmount: null,
          earlyUntil: null,
          lateAmount: null,
          lateFrom: null,
        }),
      );
      await replacePrices(client, id, prices);
    }
    return DEFAULT_PACKAGES.length;
  });
}
