import type { Dashboard } from '@tabletalk/contracts';
import { FavouriteStar } from '../../../components/favourite-star';
import { useSetDashboardFavourite } from '../api/set-dashboard-favourite';

/** The star of a dashboard; starred dashboards come first on the list. */
export function DashboardFavouriteButton({ dashboard }: { dashboard: Dashboard }) {
  const favourite = useSetDashboardFavourite();
  return (
    <FavouriteStar
      favourite={dashboard.favourite}
      saving={favourite.isPending ? favourite.variables?.favourite : undefined}
      onChange={(next) => favourite.mutate({ dashboardId: dashboard._id, favourite: next })}
      label={(on) => `${on ? 'Remove from favourites' : 'Add to favourites'}: ${dashboard.name}`}
    />
  );
}
