import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from 'react';
import type { AskWithRequest } from '../hooks/use-room-ask';

/** What an answer card may do in its room: ask again another way, and whether it may now. */
export interface RoomAskActions {
  /** False while another question runs, or when the room takes no more questions. */
  canAsk: boolean;
  /**
   * Whether the room takes questions at all (its source is not deleted). Unlike `canAsk` it stays
   * the same while a question runs, so what always shows (an unsure answer's readings) is not
   * redrawn by each question; `onAskWith` ignores a pick while another question runs.
   */
  isOpen: boolean;
  onAskWith: (request: AskWithRequest) => void;
}

const RoomAskContext = createContext<RoomAskActions>({
  canAsk: false,
  isOpen: false,
  onAskWith: () => undefined,
});

/**
 * Gives the thread's cards `canAsk` and `onAskWith` without passing them as props: a card's
 * props then stay the same while a question runs, so the cards already drawn are not drawn again
 * (`AnswerCard` is memoized) and only the few parts that use these re-render. `onAskWith` keeps
 * one identity and calls the latest handler.
 */
export function RoomAskProvider({
  canAsk,
  isOpen,
  onAskWith,
  children,
}: RoomAskActions & { children: ReactNode }) {
  const latest = useRef(onAskWith);
  latest.current = onAskWith;
  const stableAskWith = useCallback((request: AskWithRequest) => latest.current(request), []);
  const value = useMemo(
    () => ({ canAsk, isOpen, onAskWith: stableAskWith }),
    [canAsk, isOpen, stableAskWith],
  );
  return <RoomAskContext.Provider value={value}>{children}</RoomAskContext.Provider>;
}

export function useRoomAskActions(): RoomAskActions {
  return useContext(RoomAskContext);
}
