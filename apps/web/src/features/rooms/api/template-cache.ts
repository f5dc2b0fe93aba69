import type { Template } from '@tabletalk/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { roomsKeys } from './keys';

function patchLists(queryClient: QueryClient, patch: (list: Template[]) => Template[]): void {
  queryClient.setQueriesData<Template[]>({ queryKey: roomsKeys.templateLists() }, (list) =>
    list ? patch(list) : list,
  );
}

/**
 * Cache edits of the template lists (one per source), shared by the calls that change a
 * template. Each edit shows at once; `refresh` then refetches, since a change of source,
 * validity or star can move a template in or out of a list, or up and down it.
 */
export const templateCache = {
  replace(queryClient: QueryClient, template: Template): void {
    patchLists(queryClient, (list) =>
      list.map((item) => (item._id === template._id ? template : item)),
    );
  },
  remove(queryClient: QueryClient, id: string): void {
    patchLists(queryClient, (list) => list.filter((item) => item._id !== id));
  },
  refresh(queryClient: QueryClient): Promise<void> {
    return queryClient.invalidateQueries({ queryKey: roomsKeys.templateLists() });
  },
};
