import type { AskInRoomRequest, Room } from '@tabletalk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hasCode } from '../../../lib/errors';
import { useAskInRoom } from '../api/ask-in-room';
import { useAskQuestion } from '../api/ask-question';
import { roomsKeys } from '../api/keys';

/** A question that could not be asked, shown where its answer would have been. */
export interface AskFailure {
  text: string;
  error: Error;
}

/** Everything but the room, which the hook adds. */
export type AskWithRequest = Omit<AskInRoomRequest, 'room'> & { text: string };

export interface RoomAsk {
  /** Asks in words (`db/init-conversation`). */
  ask: (text: string) => void;
  /** Asks with a reading, an edited filter or SQL, or a template (`POST db/conversation`). */
  askWith: (request: AskWithRequest) => void;
  /** The question being answered now, for the pending card. */
  pendingText: string | null;
  failure: AskFailure | null;
  dismissFailure: () => void;
}

/**
 * Asking in a room, one question at a time, whichever way it is asked. A failure is kept with
 * its question until the next ask; a deleted source reloads the room so the input gives way to
 * the notice. `onAsked` runs after each answer (the usage counters changed).
 */
export function useRoomAsk(room: Room, onAsked?: () => void): RoomAsk {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<AskFailure | null>(null);
  const handlers = {
    onSuccess: () => onAsked?.(),
    onError: (error: Error, variables: { text?: string }) => {
      setFailure({ text: variables.text ?? '', error });
      if (hasCode(error, 'SOURCE_DELETED_ROOM')) {
        void queryClient.invalidateQueries({ queryKey: roomsKeys.room(room._id) });
      }
    },
  };
  const plain = useAskQuestion(handlers);
  const withRequest = useAskInRoom(handlers);
  const isBusy = plain.isPending || withRequest.isPending;

  const ask = (text: string) => {
    if (isBusy || !text.trim()) return;
    setFailure(null);
    plain.mutate({ roomId: room._id, sourceId: room.sourceId, text });
  };
  const askWith = (request: AskWithRequest) => {
    if (isBusy) return;
    setFailure(null);
    withRequest.mutate({ ...request, room: room._id });
  };
  const pendingText = plain.isPending ? (plain.variables?.text ?? '') : null;
  const pendingWith = withRequest.isPending ? (withRequest.variables?.text ?? '') : null;
  return {
    ask,
    askWith,
    pendingText: pendingText ?? pendingWith,
    failure,
    dismissFailure: () => setFailure(null),
  };
}
