import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

interface FavouriteStarProps {
  /** Whether it is a favourite, as stored. */
  favourite: boolean;
  /** The state being saved, if a change is on its way: shown at once, so the click feels instant. */
  saving: boolean | undefined;
  onChange: (favourite: boolean) => void;
  /** What a screen reader hears for the current state. */
  label: (isFavourite: boolean) => string;
  iconSize?: number;
  size?: 'sm';
}

/** A star that adds to or removes from the person's favourites (rooms, templates, dashboards). */
export function FavouriteStar({
  favourite,
  saving,
  onChange,
  label,
  iconSize = 18,
  size,
}: FavouriteStarProps) {
  const isFavourite = saving ?? favourite;
  return (
    <Tooltip label={isFavourite ? 'Remove from favourites' : 'Add to favourites'}>
      <ActionIcon
        variant="subtle"
        color="yellow"
        size={size}
        aria-label={label(isFavourite)}
        aria-pressed={isFavourite}
        onClick={() => onChange(!isFavourite)}
      >
        {isFavourite ? <IconStarFilled size={iconSize} /> : <IconStar size={iconSize} />}
      </ActionIcon>
    </Tooltip>
  );
}
