import type { AskDocsProject } from '@tabletalk/contracts';
import { FavouriteStar } from '../../../components/favourite-star';
import { useSetProjectFavourite } from '../api/set-project-favourite';

/** The star of a project (the user's own); starred projects come first on the list. */
export function ProjectFavouriteButton({ project }: { project: AskDocsProject }) {
  const favourite = useSetProjectFavourite();
  return (
    <FavouriteStar
      favourite={project.isFavourite}
      saving={favourite.isPending ? favourite.variables?.isFavourite : undefined}
      onChange={(next) => favourite.mutate({ projectId: project._id, isFavourite: next })}
      label={(on) => `${on ? 'Remove from favourites' : 'Add to favourites'}: ${project.name}`}
    />
  );
}
