import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { Project } from '@tabletalk/contracts';
import { useSetProjectFavourite } from '../api/set-project-favourite';

/** The project's star for the signed-in user; favourites sort first. */
export function FavouriteButton({ project }: { project: Project }) {
  const favourite = useSetProjectFavourite();
  // Show the new state while the request runs: the click should feel instant.
  const isFavourite = favourite.isPending
    ? (favourite.variables?.isFavourite ?? project.isFavourite)
    : project.isFavourite;
  const label = isFavourite ? `Unstar ${project.name}` : `Star ${project.name}`;
  return (
    <Tooltip label={isFavourite ? 'Remove from favourites' : 'Add to favourites'}>
      <ActionIcon
        variant="subtle"
        color="yellow"
        aria-label={label}
        aria-pressed={isFavourite}
        onClick={() => favourite.mutate({ projectId: project._id, isFavourite: !isFavourite })}
      >
        {isFavourite ? <IconStarFilled size={16} /> : <IconStar size={16} />}
      </ActionIcon>
    </Tooltip>
  );
}
