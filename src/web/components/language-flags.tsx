import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../domain/schemas/account';
import { changeLanguage } from '../i18n';
import classes from './language-flags.module.css';

function BrazilFlag() {
  return (
    <svg viewBox="0 0 28 20" width="28" height="20" aria-hidden="true">
      <rect width="28" height="20" rx="2" fill="#009c3b" />
      <path d="M14 2.5 25.5 10 14 17.5 2.5 10Z" fill="#ffdf00" />
      <circle cx="14" cy="10" r="4.6" fill="#002776" />
      <path d="M9.6 9.2c3-.9 6.2-.6 8.8.9" stroke="#fff" strokeWidth="0.9" fill="none" />
    </svg>
  );
}

function BritishFlag() {
  return (
    <svg viewBox="0 0 28 20" width="28" height="20" aria-hidden="true">
      <clipPath id="uk-clip">
        <rect width="28" height="20" rx="2" />
      </clipPath>
      <g clipPath="url(#uk-clip)">
        <rect width="28" height="20" fill="#012169" />
        <path d="M0 0 28 20M28 0 0 20" stroke="#fff" strokeWidth="4" />
        <path d="M0 0 28 20M28 0 0 20" stroke="#c8102e" strokeWidth="1.6" />
        <path d="M14 0v20M0 10h28" stroke="#fff" strokeWidth="6" />
        <path d="M14 0v20M0 10h28" stroke="#c8102e" strokeWidth="3.4" />
      </g>
    </svg>
  );
}

const FLAGS: Record<Locale, () => React.JSX.Element> = { pt: BrazilFlag, en: BritishFlag };

/** The language switch shown in every layout and on /login (spec section 1). */
export function LanguageFlags({
  onChange,
  isTooltipBelow = false,
}: {
  onChange?: (locale: Locale) => void;
  /** In a header, where there is no room above the flags. */
  isTooltipBelow?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Group
      gap={6}
      role="group"
      aria-label={t('language.label')}
      data-tooltip-below={isTooltipBelow || undefined}
    >
      {(['pt', 'en'] as const).map((locale) => {
        const Flag = FLAGS[locale];
        const isActive = i18n.language === locale;
        return (
          <UnstyledButton
            key={locale}
            className={classes.flag}
            data-tooltip={t(`language.${locale}`)}
            data-active={isActive || undefined}
            aria-pressed={isActive}
            aria-label={t(`language.${locale}`)}
            lang={locale}
            onClick={async () => {
              await changeLanguage(locale);
              onChange?.(locale);
            }}
          >
            <Flag />
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
