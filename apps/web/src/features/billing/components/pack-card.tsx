import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import type { SubscriptionCatalogue } from '@tabletalk/contracts';
import { useState } from 'react';
import { formatCount } from '../../../lib/format-count';
import { formatMoney } from '../utils/format';

export type Pack = SubscriptionCatalogue['packs'][number];

const TEXTS: Record<Pack['kind'], { title: string; unit: string; note: string }> = {
  OCR_PACK: {
    title: 'OCR pack',
    unit: 'OCR pages',
    note: "Read after the month's included pages; they never expire.",
  },
  EXTRA_CREDITS: {
    title: 'Extra credits',
    unit: 'question credits',
    note: "Used once the month's questions run out.",
  },
};

interface PackCardProps {
  pack: Pack;
  canBuy: boolean;
  isBusy: boolean;
  onBuy: (pack: Pack, quantity: number) => void;
}

/** One pack on offer: what it adds, its price, how many to buy. */
export function PackCard({ pack, canBuy, isBusy, onBuy }: PackCardProps) {
  const [quantity, setQuantity] = useState(1);
  const text = TEXTS[pack.kind];
  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-label={text.title}>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {text.title}
        </Title>
        <Text size="sm">
          {formatCount(pack.units)} {text.unit} for {formatMoney(pack.price, pack.currency)}
        </Text>
        <Text size="xs" c="dimmed">
          {text.note}
        </Text>
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <NumberInput
            label="Quantity"
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={quantity}
            onChange={(value) => setQuantity(typeof value === 'number' ? value : 1)}
            disabled={!canBuy}
            w={96}
          />
          <Button
            disabled={!canBuy}
            loading={isBusy}
            onClick={() => onBuy(pack, quantity)}
            aria-label={`Buy ${text.title}`}
          >
            Buy
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
