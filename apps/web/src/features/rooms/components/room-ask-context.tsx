import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from 'react';
import type { AskWithRequest } from '../hooks/use-room-ask';

/** What an answer card may do in its room: ask again another way, and whether it may now. */
export interface RoomAskActions {
  /** False while another question runs, or when the room takes no more questions. */
  canAsk: boolean;
  onAskWith: (request: AskWithRequest) => void;
}

const RoomAskContext = createContext<RoomAskActions>({ canAsk: false, onAskWith: () => undefined });

/**
 * Gives the thread's cards `canAsk` and `onAskWith` without passing them as props: a card's
 * props then stay the same while a question runs, so the cards already drawn are not drawn again
 * (`AnswerCard` is memoized) and only the few parts that use these re-render. `onAskWith` keeps
 * one identity and calls the latest handler.
 */
export function RoomAskProvider({
  canAsk,
  onAskWith,
  children,
}: RoomAskActions & { children: ReactNode }) {
  const latest = useRef(onAskWith);
  latest.current = onAskWith;
  const stableAskWith = useCallback((request: AskWithRequest) => latest.current(request), []);
  const value = useMemo(() => ({ canAsk, onAskWith: stableAskWith }), [canAsk, stableAskWith]);
  return <RoomAskContext.Provider value={value}>{children}</RoomAskContext.Provider>;
}

export function useRoomAskActions(): RoomAskActions {
  return useContext(RoomAskContext);
}
