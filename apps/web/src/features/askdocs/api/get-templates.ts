import { type AskDocsTemplate, askDocsTemplatesResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { askDocsKeys } from './keys';

/**
 * The organization's Ask Docs templates, the user's favourites first, each with its validity as
 * of today (`expired`, `notYetValid`) and whether the user may edit it.
 */
export async function getTemplates(): Promise<AskDocsTemplate[]> {
  const result = await api.get('ask-docs/get-all-templates', askDocsTemplatesResponseSchema);
  return result.data;
}

export const getTemplatesQueryOptions = () =>
  queryOptions({ queryKey: askDocsKeys.templates(), queryFn: getTemplates });

export function useTemplates() {
  return useQuery(getTemplatesQueryOptions());
}
