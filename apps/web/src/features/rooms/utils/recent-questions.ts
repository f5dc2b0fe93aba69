/**
 * The ↑ history of the question box, oldest first: the user's recent questions about the source
 * (from any of their rooms, `recent` newest first) that the room's thread does not already hold,
 * then the room's own questions. ↑ walks back through the room first, then into the others, so a
 * new room still recalls what was asked before.
 */
export function recallHistory(
  roomQuestions: readonly string[],
  recent: readonly string[],
): string[] {
  const inRoom = new Set(roomQuestions);
  // A repeat keeps its newest place: dedupe while newest first, then turn oldest first.
  const newestFirst = [...new Set(recent)].filter(
    (text) => text.trim() !== '' && !inRoom.has(text),
  );
  return [...newestFirst.reverse(), ...roomQuestions];
}
