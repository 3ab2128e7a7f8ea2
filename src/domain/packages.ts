// Packages are bought per contest: a number of entries for a price (spec section 9). These tables
// seed the database; admins edit prices and payment links there, so this file is only the default.

export const CONTEST_CATEGORIES = ['photo', 'video'] as const;
export type ContestCategory = (typeof CONTEST_CATEGORIES)[number];

export const CURRENCIES = ['BRL', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

// Photo entries are paid in reais or dollars, videos in reais or euros (spec section 9).
export const CURRENCIES_BY_CATEGORY: Readonly<Record<ContestCategory, readonly Currency[]>> = {
  photo: ['BRL', 'USD'],
  video: ['BRL', 'EUR'],
};

export function isCurrencyAllowed(category: ContestCategory, currency: Currency): boolean {
  return CURRENCIES_BY_CATEGORY[category].includes(currency);
}

/** Prices are whole units of the currency (reais, dollars, euros), as in the spec's tables. */
export type PackageDefinition = {
  category: ContestCategory;
  items: number;
  prices: Partial<Record<Currency, number>>;
};

const photo = (items: number, BRL: number, USD: number): PackageDefinition => ({
  category: 'photo',
  items,
  prices: { BRL, USD },
});
const video = (items: number, BRL: number, EUR: number): PackageDefinition => ({
  category: 'video',
  items,
  prices: { BRL, EUR },
});

export const DEFAULT_PACKAGES: readonly PackageDefinition[] = [
  photo(2, 40, 8),
  photo(4, 50, 10),
  photo(6, 60, 12),
  photo(8, 70, 14),
  photo(10, 80, 16),
  photo(16, 140, 28),
  photo(20, 160, 32),
  photo(30, 240, 48),
  photo(50, 400, 80),
  video(2, 40, 8),
  video(4, 70, 14),
  video(6, 100, 19),
  video(8, 120, 23),
  video(10, 150, 29),
  video(15, 200, 38),
  video(20, 300, 57),
];

export function findDefaultPackage(category: ContestCategory, items: number): PackageDefinition | null {
  return DEFAULT_PACKAGES.find((pkg) => pkg.category === category && pkg.items === items) ?? null;
}

// VIPs submit without a package, but "unlimited" would let one account flood a contest's judges.
// This is a safety cap, equal to the largest package anyone can buy (50 photos), not a product limit.
export const VIP_MAX_ENTRIES_PER_CONTEST = 50;

/** How many entries a participant may have in one contest: the package's items, or the VIP cap. */
export function entryLimitFor({
  isVip,
  packageItems,
}: {
  isVip: boolean;
  packageItems: number | null;
}): number {
  if (isVip) return VIP_MAX_ENTRIES_PER_CONTEST;
  return Math.max(0, packageItems ?? 0);
}

// The described client only checked the files of one dialog against the package, so a participant
// could submit a 2-photo package many times. Jurado counts every entry the participant already has
// in the contest (the server counts rows), so deleting an entry frees its place again.
export function remainingAllowance({
  packageItems,
  alreadySubmitted,
}: {
  packageItems: number;
  alreadySubmitted: number;
}): number {
  return Math.max(0, packageItems - Math.max(0, alreadySubmitted));
}

/** Whether `adding` more entries (at least one) still fit in the package. */
export function canSubmitMore({
  packageItems,
  alreadySubmitted,
  adding = 1,
}: {
  packageItems: number;
  alreadySubmitted: number;
  adding?: number;
}): boolean {
  return (
    Number.isInteger(adding) &&
    adding >= 1 &&
    adding <= remainingAllowance({ packageItems, alreadySubmitted })
  );
}
