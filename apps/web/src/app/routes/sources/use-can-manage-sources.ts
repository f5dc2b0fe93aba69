import { useMe } from '../../../features/users/api/get-me';

/** Whether the signed-in user may add, edit and delete sources here (`sources.manage`). */
export function useCanManageSources(): boolean {
  const me = useMe();
  return me.data?.permissions.includes('sources.manage') ?? false;
}
