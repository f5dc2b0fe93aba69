import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PlanName, ServiceUsage, SubscriptionCatalogue } from '@tabletalk/contracts';
import { useCheckout } from '../hooks/use-checkout';
import { packUnits } from '../utils/pending-checkout';
import { canBuyExtraCredits, canBuyOcrPacks } from '../utils/plan-rank';
import { type Pack, PackCard } from './pack-card';

interface PacksSectionProps {
  catalogue: SubscriptionCatalogue;
  plan: PlanName | null;
  usage: ServiceUsage | null;
  canManage: boolean;
}

/** Why the packs cannot be bought by this reader now, or null when they can. */
function blockedReason(plan: PlanName | null, canManage: boolean): string | null {
  if (!canBuyOcrPacks(plan)) return 'Upgrade to buy OCR packs: Basic includes a few pages a month.';
  if (!canManage) return 'Ask an owner of your organization to buy packs.';
  return null;
}

/**
 * One-time purchases: OCR packs, and extra credits on the plans that have them. Without
 * payments the administrator grants them.
 */
export function PacksSection({ catalogue, plan, usage, canManage }: PacksSectionProps) {
  const checkout = useCheckout();
  const packs = catalogue.packs.filter(
    (pack) => pack.kind === 'OCR_PACK' || canBuyExtraCredits(plan),
  );
  const isStripe = catalogue.billing === 'stripe';
  if (isStripe && packs.length === 0) return null;
  const reason = blockedReason(plan, canManage);

  const handleBuy = (pack: Pack, quantity: number) =>
    checkout.start(
      { priceId: pack.priceId, quantity },
      { kind: 'pack', unitsBefore: packUnits(usage) },
    );

  return (
    <Stack gap="md" component="section" aria-labelledby="packs-title" data-testid="packs">
      <Title order={2} fz="h4" id="packs-title">
        OCR packs and credits
      </Title>
      {isStripe ? null : (
        <Text size="sm" c="dimmed">
          Payments are not set up on this server: OCR pages and extra credits are granted by its
          administrator.
        </Text>
      )}
      {isStripe && reason ? <Alert color="gray">{reason}</Alert> : null}
      {isStripe ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {packs.map((pack) => (
            <PackCard
              key={pack.priceId}
              pack={pack}
              canBuy={reason === null}
              isBusy={checkout.busyPriceId === pack.priceId}
              onBuy={handleBuy}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
