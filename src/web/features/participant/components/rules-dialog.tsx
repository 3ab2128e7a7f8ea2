import { Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The contest's rules, one paragraph per line of the text the admin wrote (spec section 2). */
export function RulesDialog({
  title,
  rules,
  opened,
  onClose,
}: {
  title: string;
  rules: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('participant');
  const lines = rules.split(/\r?\n/);
  const hasRules = rules.trim() !== '';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>{t('contests.rulesTitle', { title })}</Text>}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {hasRules ? (
        <Stack gap={6} data-testid="rules-text">
          {lines.map((line, index) =>
            line.trim() === '' ? (
              <div key={index} style={{ height: 6 }} />
            ) : (
              <Text key={index} size="sm">
                {line}
              </Text>
            ),
          )}
        </Stack>
      ) : (
        <Text c="dimmed" size="sm">
          {t('contests.noRules')}
        </Text>
      )}
    </Modal>
  );
}
