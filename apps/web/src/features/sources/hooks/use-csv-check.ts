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
 * duplicated. `headersToSend` is what `csv-headers` must receive after the load (null: nothing).
 */
export function useCsvCheck() {
  const check = useCheckCsv();
  const [original, setOriginal] = useState<string[]>([]);
  // The names the loader gives by itself: the file's, or the suggestions when some are bad.
  const [loaderNames, setLoaderNames] = useState<string[]>([]);
  const [edited, setEdited] = useState<string[]>([]);

  const clear = () => {
    setOriginal([]);
    setLoaderNames([]);
    setEdited([]);
  };

  const run = (file: File) => {
    clear();
    check.mutate(
      { file },
      {
        onSuccess: (result) => {
          // A file without a header row has no names: one blank per column to fill in.
          const padded = Array.from(
            { length: result.columnCount },
            (_, i) => result.headers[i] ?? '',
          );
          const names = hasHeaderProblems(padded)
            ? suggestionsFor(padded, result.suggestedHeaders)
            : padded;
          setOriginal(padded);
          setLoaderNames(names);
          setEdited(names);
        },
      },
    );
  };

  const reset = () => {
    check.reset();
    clear();
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
    // Only names the user changed need `csv-headers`; the suggestions are applied anyway.
    headersToSend:
      needsFix && headersChanged(loaderNames, edited) ? edited.map((h) => h.trim()) : null,
  };
}

export type CsvCheckState = ReturnType<typeof useCsvCheck>;
