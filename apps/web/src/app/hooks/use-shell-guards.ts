import { useEffect } from 'react';
import type { PublicConfig } from '../../features/auth/api/get-config';
import { installDevtoolsGuard, installSwipeGuard, silenceConsole } from '../../lib/guards';

/**
 * Shell behaviour of SPEC 2: swipes are always suppressed; devtools shortcuts, the context menu
 * and console output only in production builds, and each only when the server's config says so.
 */
export function useShellGuards(config: PublicConfig | undefined): void {
  useEffect(() => installSwipeGuard(window), []);

  const blockDevtools = import.meta.env.PROD && config?.blockDevtools === true;
  const disableConsole = import.meta.env.PROD && config?.disableConsole === true;

  useEffect(() => (blockDevtools ? installDevtoolsGuard(window) : undefined), [blockDevtools]);
  useEffect(() => (disableConsole ? silenceConsole(window.console) : undefined), [disableConsole]);
}
