/**
 * Favourites first, each group in the server's order: a star toggled on screen moves the item
 * before the list is fetched again.
 */
export function favouritesFirst<T>(items: readonly T[], isFavourite: (item: T) => boolean): T[] {
  return [...items.filter(isFavourite), ...items.filter((item) => !isFavourite(item))];
}
