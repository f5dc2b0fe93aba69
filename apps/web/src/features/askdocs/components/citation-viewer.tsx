import { Drawer, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileText } from '@tabler/icons-react';
import type { AskDocsCitation, AskDocsDocument, AskDocsDocumentKind } from '@tabletalk/contracts';
import { useRef } from 'react';
import { useProjectDocuments } from '../api/get-project-documents';
import { kindOfName } from '../utils/file-choice';
import { ImageCitationView } from './image-citation-view';
import { PdfCitationView } from './pdf-citation-view';
import { TextCitationView } from './text-citation-view';

interface CitationViewerProps {
  projectId: string;
  /** The citation to show; null when closed. */
  citation: AskDocsCitation | null;
  onClose: () => void;
}

function CitationBody({
  citation,
  document,
}: {
  citation: AskDocsCitation;
  document: AskDocsDocument | undefined;
}) {
  const kind: AskDocsDocumentKind = document?.kind ?? kindOfName(citation.fileName) ?? 'txt';
  if (kind === 'pdf') return <PdfCitationView key={citation.passageId} citation={citation} />;
  if (kind === 'png' || kind === 'jpeg') return <ImageCitationView citation={citation} />;
  return <TextCitationView citation={citation} kind={kind} document={document} />;
}

/**
 * The document behind a citation, in a side panel (the whole screen on a phone): a PDF's page
 * drawn with the passage marked, an image, or the passage in its text. Escape closes it and
 * focus goes back to the chip or source that opened it.
 */
export function CitationViewer({ projectId, citation, onClose }: CitationViewerProps) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const documents = useProjectDocuments(projectId);
  // Kept while the panel slides away, so its content does not vanish mid-animation.
  const last = useRef<AskDocsCitation | null>(null);
  if (citation) last.current = citation;
  const shown = citation ?? last.current;
  const document = documents.data?.find((d) => d._id === shown?.documentId);
  return (
    <Drawer
      opened={citation !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'xl'}
      title={
        shown ? (
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFileText size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text fw={600} truncate>
              {shown.fileName}
            </Text>
            <Text c="dimmed" style={{ flexShrink: 0 }}>
              · p. {shown.page}
            </Text>
          </Group>
        ) : null
      }
      styles={{ title: { minWidth: 0, flex: 1 } }}
      data-testid="citation-viewer"
    >
      {shown ? <CitationBody citation={shown} document={document} /> : null}
    </Drawer>
  );
}
