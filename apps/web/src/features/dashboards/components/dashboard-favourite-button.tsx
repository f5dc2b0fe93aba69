import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { Dashboard } from '@tabletalk/contracts';
import { useSetDashboardFavourite } from '../api/set-dashboard-favourite';

/** The star of a dashboard; shows the new state while the change is saved. */
export function DashboardFavouriteButton({ dashboard }: { dashboard: Dashboard }) {
  const favourite = useSetDashboardFavourite();
  const isFavourite = favourite.isPending
    ? (favourite.variables?.favourite ?? dashboard.favourite)
    : dashboard.favourite;
  const label = isFavourite ? 'Remove from favourites' : 'Add to favourites';
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="yellow"
        aria-label={`${label}: ${dashboard.name}`}
        aria-pressed={isFavourite}
        onClick={() => favourite.mutate({ dashboardId: dashboard._id, favourite: !isFavourite })}
      >
        {isFavourite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
