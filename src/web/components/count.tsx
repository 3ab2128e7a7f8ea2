import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';

/** A count as the reader writes it: "50.000" in Portuguese, "50,000" in English. */
export function Count({ value }: { value: number }) {
  const { i18n } = useTranslation();
  return formatNumber(value, i18n.language);
}
