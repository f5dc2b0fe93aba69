import { useMe } from '../../../features/users/api/get-me';

/** Whether the signed-in user may create and delete projects and templates (`askdocs.manage`). */
export function useCanManageAskDocs(): boolean {
  const me = useMe();
  return me.data?.permissions.includes('askdocs.manage') ?? false;
}
