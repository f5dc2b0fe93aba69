export { SPEECH_LIMITS, speakCached, speechCachePath, speechQueueStats } from './speak-cached';
export { MAX_SPOKEN_CHARS, toSpeakableText } from './speakable-text';
