import { ActionIcon, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import type { AskDocsCitation } from '@tabletalk/contracts';
import { useState } from 'react';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { usePdfDocument } from '../hooks/use-pdf-document';
import { CitedPassage } from './cited-passage';
import { PdfPage } from './pdf-page';

/** Widest a page is drawn, in CSS pixels: wider only blurs a side panel's reading. */
const MAX_PAGE_WIDTH = 900;

/** The zoom steps over the page fitted to the panel's width (1); a phone reads small print at 2. */
const ZOOMS = [1, 1.5, 2, 3] as const;

/** Zoom out and in by a step, with the zoom shown between ("150%"). */
function ZoomControls({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const at = ZOOMS.indexOf(zoom as (typeof ZOOMS)[number]);
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label="Zoom out"
        disabled={at <= 0}
        onClick={() => onZoom(ZOOMS[at - 1] ?? zoom)}
      >
        <IconZoomOut size={16} />
      </ActionIcon>
      <Text size="xs" w={44} ta="center" aria-live="polite" data-testid="pdf-zoom">
        {Math.round(zoom * 100)}%
      </Text>
      <ActionIcon
        variant="default"
        aria-label="Zoom in"
        disabled={at >= ZOOMS.length - 1}
        onClick={() => onZoom(ZOOMS[at + 1] ?? zoom)}
      >
        <IconZoomIn size={16} />
      </ActionIcon>
    </Group>
  );
}

/** Previous and next page, with where the reader is: "Page 2 of 5". */
function PageNav({
  page,
  count,
  onPage,
}: {
  page: number;
  count: number;
  onPage: (page: number) => void;
}) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py={6}
      bg="var(--mantine-color-body)"
      // Stays in reach under the panel's header (60px) while a long page is scrolled.
      style={{ position: 'sticky', top: 60, zIndex: 2 }}
    >
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={14} />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <Text size="sm" fw={500} aria-live="polite" data-testid="pdf-page-number">
        Page {page} of {count}
      </Text>
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={14} />}
        disabled={page >= count}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}

/**
 * A PDF citation: the cited page drawn by pdf.js with the passage marked, previous and next
 * pages a button away. When the passage cannot be marked, it is quoted above the page.
 */
export function PdfCitationView({ citation }: { citation: AskDocsCitation }) {
  const pdf = usePdfDocument(citation.documentId);
  const { ref, width } = useElementSize();
  const [page, setPage] = useState(citation.page);
  const [isFound, setFound] = useState<boolean | null>(null);
  const [zoom, setZoom] = useState<number>(ZOOMS[0]);
  if (pdf.status === 'error') {
    return (
      <Stack gap="sm">
        <QueryError
          error={pdf.error}
          fallback="The document could not be opened."
          onRetry={() => pdf.retry()}
        />
        <CitedPassage citation={citation} />
      </Stack>
    );
  }
  const count = pdf.status === 'ready' ? pdf.pdf.numPages : 0;
  const shown = Math.min(Math.max(page, 1), Math.max(count, 1));
  const isCitedPage = shown === citation.page;
  return (
    <Stack gap="sm">
      {pdf.status === 'ready' ? <PageNav page={shown} count={count} onPage={setPage} /> : null}
      {pdf.status === 'ready' ? <ZoomControls zoom={zoom} onZoom={setZoom} /> : null}
      {isFound === false && isCitedPage ? <CitedPassage citation={citation} /> : null}
      {!isCitedPage ? (
        <Button variant="subtle" size="xs" onClick={() => setPage(citation.page)}>
          Back to the cited page ({citation.page})
        </Button>
      ) : null}
      <Box ref={ref} w="100%" style={{ overflowX: 'auto' }}>
        {pdf.status === 'loading' ? <CenteredLoader label="Opening the document" /> : null}
        {pdf.status === 'ready' ? (
          <PdfPage
            pdf={pdf.pdf}
            pageNumber={shown}
            width={Math.min(width, MAX_PAGE_WIDTH) * zoom}
            snippet={isCitedPage ? citation.snippet : null}
            onMarked={setFound}
          />
        ) : null}
      </Box>
    </Stack>
  );
}
