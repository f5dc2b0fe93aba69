import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPlayerStopFilled, IconVolume } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { notifyError } from '../../../components/notify';
import { useVoice } from '../api/get-voice';

/** Reads the answer's description aloud (a WAV the server makes offline); click again to stop. */
export function ListenButton({ conversationId }: { conversationId: string }) {
  const voice = useVoice();
  const audio = useRef<HTMLAudioElement | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);

  const stop = () => {
    const current = audio.current;
    if (!current) return;
    current.pause();
    URL.revokeObjectURL(current.src);
    audio.current = null;
    setIsPlaying(false);
  };
  // Leaving the card stops the sound and frees the file.
  useEffect(
    () => () => {
      audio.current?.pause();
      if (audio.current) URL.revokeObjectURL(audio.current.src);
    },
    [],
  );

  const play = (wav: Blob) => {
    const element = new Audio(URL.createObjectURL(wav));
    audio.current = element;
    element.onended = stop;
    setIsPlaying(true);
    element.play().catch((error: unknown) => {
      stop();
      notifyError(error, 'The browser could not play the answer.');
    });
  };
  const handleClick = () =>
    isPlaying ? stop() : voice.mutate(conversationId, { onSuccess: play });

  return (
    <Tooltip label={isPlaying ? 'Stop' : 'Listen'}>
      <ActionIcon
        variant="subtle"
        aria-label={isPlaying ? 'Stop listening' : 'Listen'}
        loading={voice.isPending}
        onClick={handleClick}
      >
        {isPlaying ? <IconPlayerStopFilled size={18} /> : <IconVolume size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
