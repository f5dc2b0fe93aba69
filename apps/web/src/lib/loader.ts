import { createStore, useStore } from './store';

export interface LoaderState {
  loading: boolean;
  text: string;
}

/** The global loader overlay (SPEC 3 loader state); a counter lets overlapping tasks nest. */
export const loaderStore = createStore<LoaderState>({ loading: false, text: '' });
let pending = 0;

export function showLoader(text: string): void {
  pending += 1;
  loaderStore.set({ loading: true, text });
}

export function hideLoader(): void {
  pending = Math.max(0, pending - 1);
  if (pending === 0) loaderStore.set({ loading: false, text: '' });
}

/** Runs a task under the overlay, hiding it however the task ends. */
export async function withLoader<T>(text: string, task: () => Promise<T>): Promise<T> {
  showLoader(text);
  try {
    return await task();
  } finally {
    hideLoader();
  }
}

export const useLoader = () => useStore(loaderStore, (state) => state);
