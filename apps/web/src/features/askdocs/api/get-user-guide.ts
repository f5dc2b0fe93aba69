import { type AskDocsUserGuide, askDocsUserGuideResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { askDocsKeys } from './keys';

/** The help of the Ask Docs screens, as sections, with this server's upload limits. */
export async function getUserGuide(): Promise<AskDocsUserGuide> {
  const result = await api.get('ask-docs/user_guide', askDocsUserGuideResponseSchema);
  return result.data;
}

export const getUserGuideQueryOptions = () =>
  queryOptions({
    queryKey: askDocsKeys.guide(),
    queryFn: getUserGuide,
    // The guide changes with the server's configuration only.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useUserGuide(enabled = true) {
  return useQuery({ ...getUserGuideQueryOptions(), enabled });
}
