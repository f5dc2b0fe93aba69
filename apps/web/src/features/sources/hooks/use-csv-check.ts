import { useState } from 'react';
import { useCheckCsv } from '../api/check-csv';
import { hasHeaderProblems, headersChanged, suggestHeaders } from '../utils/header-fixes';

/** Files wider than this skip the header editor (the server takes at most 1,000 names). */
const MAX_EDITABLE_HEADERS = 1_000;

/** The server's suggestions (the names the loader would use), else our own. */
function suggestionsFor(headers: string[], suggested: string[]): string[] {
  return suggested.length === headers.length ? suggested : suggestHeaders(headers);
}

/**
 * `check-csv` for a chosen file, and the header names the user edits when some are missing or
 * duplicated. `headersToSend` is what `csv-headers` must receive after upload (null: nothing).
 */
export function useCsvCheck() {
  const check = useCheckCsv();
  const [original, setOriginal] = useState<string[]>([]);
  const [edited, setEdited] = useState<string[]>([]);

  const run = (file: File) => {
    setOriginal([]);
    setEdited([]);
    check.mutate(
      { file },
      {
        onSuccess: (result) => {
          // A file without a header row has no names: one blank per column to fill in.
          const padded = Array.from(
            { length: result.columnCount },
            (_, i) => result.headers[i] ?? '',
          );
          setOriginal(padded);
          setEdited(
            hasHeaderProblems(padded) ? suggestionsFor(padded, result.suggestedHeaders) : padded,
          );
        },
      },
    );
  };

  const reset = () => {
    check.reset();
    setOriginal([]);
    setEdited([]);
  };

  const needsFix =
    original.length > 0 && original.length <= MAX_EDITABLE_HEADERS && hasHeaderProblems(original);
  const setHeader = (index: number, value: string) =>
    setEdited((current) => current.map((name, i) => (i === index ? value : name)));

  return {
    run,
    reset,
    result: check.data ?? null,
    error: check.error,
    isPending: check.isPending,
    needsFix,
    original,
    edited,
    setHeader,
    hasProblems: needsFix && hasHeaderProblems(edited),
    headersToSend:
      needsFix && headersChanged(original, edited) ? edited.map((h) => h.trim()) : null,
  };
}

export type CsvCheckState = ReturnType<typeof useCsvCheck>;
