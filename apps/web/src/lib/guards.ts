import { SWIPE_THRESHOLD_PX } from './constants';

export interface Point {
  x: number;
  y: number;
}

/** A horizontal swipe: more than the threshold sideways, and more sideways than vertical. */
export function isHorizontalSwipe(start: Point, current: Point, threshold = SWIPE_THRESHOLD_PX) {
  const dx = Math.abs(current.x - start.x);
  const dy = Math.abs(current.y - start.y);
  return dx > threshold && dx > dy;
}

export type ShortcutEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

const DEVTOOLS_KEYS = new Set(['i', 'j', 'c']);

/** F12, Ctrl/Cmd+Shift+I/J/C (developer tools) and Ctrl/Cmd+U (view source). */
export function isDevtoolsShortcut(event: ShortcutEvent): boolean {
  const key = event.key.toLowerCase();
  if (key === 'f12') return true;
  const modifier = event.ctrlKey || event.metaKey;
  if (!modifier) return false;
  if (event.shiftKey) return DEVTOOLS_KEYS.has(key);
  return key === 'u';
}

/** Suppresses horizontal swipes (back/forward gestures) on touch screens. Returns the undo. */
export function installSwipeGuard(target: Window): () => void {
  let start: Point | null = null;
  const handleStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    start = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const handleMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!start || !touch) return;
    if (isHorizontalSwipe(start, { x: touch.clientX, y: touch.clientY })) event.preventDefault();
  };
  target.addEventListener('touchstart', handleStart, { passive: true });
  // Not passive: preventDefault must be allowed to cancel the gesture.
  target.addEventListener('touchmove', handleMove, { passive: false });
  return () => {
    target.removeEventListener('touchstart', handleStart);
    target.removeEventListener('touchmove', handleMove);
  };
}

/** Blocks the context menu and the developer-tools shortcuts. Returns the undo. */
export function installDevtoolsGuard(target: Window): () => void {
  const handleContextMenu = (event: Event) => event.preventDefault();
  const handleKeyDown = (event: KeyboardEvent) => {
    if (isDevtoolsShortcut(event)) event.preventDefault();
  };
  target.addEventListener('contextmenu', handleContextMenu);
  target.addEventListener('keydown', handleKeyDown, { capture: true });
  return () => {
    target.removeEventListener('contextmenu', handleContextMenu);
    target.removeEventListener('keydown', handleKeyDown, { capture: true });
  };
}

const CONSOLE_METHODS = ['log', 'info', 'debug', 'warn', 'error', 'trace', 'table'] as const;

/** Replaces console output methods with no-ops. Returns the undo. */
export function silenceConsole(target: Console): () => void {
  const saved = Object.fromEntries(CONSOLE_METHODS.map((name) => [name, target[name]]));
  for (const name of CONSOLE_METHODS) target[name] = () => {};
  return () => {
    Object.assign(target, saved);
  };
}
