import type { Source } from '@tabletalk/contracts';

/** The home page's tally of an organization's sources. */
export interface SourceCounts {
  /** What the plan's data-source limit counts: not the free sample, not a FAILED load. */
  counted: number;
  ready: number;
  loading: number;
  failed: number;
  samples: number;
}

/**
 * Counts sources as the server's `dataSources` usage does (`countLiveSources`), so home and the
 * usage card say the same number; ready, loading, failed and sample sources are told apart.
 */
export function countSources(sources: Source[]): SourceCounts {
  const isLoading = (s: Source) => s.status === 'PENDING' || s.status === 'OCR_PENDING';
  return {
    counted: sources.filter((s) => !s.isSample && s.status !== 'FAILED').length,
    ready: sources.filter((s) => s.status === 'ACTIVE').length,
    loading: sources.filter(isLoading).length,
    failed: sources.filter((s) => s.status === 'FAILED').length,
    samples: sources.filter((s) => s.isSample).length,
  };
}
