import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { AskDocsCitation, AskDocsDocument, AskDocsDocumentKind } from '@tabletalk/contracts';
import { useEffect, useState } from 'react';
import { CenteredLoader } from '../../../components/centered-loader';
import { useDocumentFile } from '../api/fetch-file';
import { htmlText, type PassageContext, passageContext } from '../utils/text-context';
import { CitedPassage } from './cited-passage';

/** Kinds whose text the browser reads from the file itself, to show the passage in context. */
const READABLE: readonly AskDocsDocumentKind[] = ['txt', 'markdown', 'html'];

/** Largest file read for context: beyond it, the quoted passage is enough. */
const MAX_CONTEXT_BYTES = 2 * 1024 * 1024;

/** Why only the passage is shown, for the kinds the browser cannot show. */
const ONLY_PASSAGE: Partial<Record<AskDocsDocumentKind, string>> = {
  tiff: 'Browsers cannot show TIFF images; here is the text read from the cited page.',
  docx: 'Word files are not shown in the browser; here is the cited passage.',
};

/** The passage found in the file's text, or null (not found, or the file could not be read). */
function useFileContext(citation: AskDocsCitation, kind: AskDocsDocumentKind, enabled: boolean) {
  const file = useDocumentFile(citation.documentId, enabled);
  const [context, setContext] = useState<PassageContext | null | undefined>(undefined);
  useEffect(() => {
    if (!file.data) return;
    let isCurrent = true;
    void file.data.text().then((raw) => {
      const text = kind === 'html' ? htmlText(raw) : raw;
      if (isCurrent) setContext(passageContext(text, citation.snippet));
    });
    return () => {
      isCurrent = false;
    };
  }, [file.data, kind, citation.snippet]);
  const isLoading = enabled && !file.isError && context === undefined;
  return { context: context ?? null, isLoading };
}

interface TextCitationViewProps {
  citation: AskDocsCitation;
  kind: AskDocsDocumentKind;
  document: AskDocsDocument | undefined;
}

/**
 * A citation of a text document (TXT, Markdown, HTML: the passage marked in the text around
 * it, read from the file), or of a kind the browser cannot show (DOCX, TIFF: the passage
 * quoted, with the file name and page).
 */
export function TextCitationView({ citation, kind, document }: TextCitationViewProps) {
  const isSmall = (document?.sizeBytes ?? 0) <= MAX_CONTEXT_BYTES;
  const canRead = READABLE.includes(kind) && isSmall;
  const { context, isLoading } = useFileContext(citation, kind, canRead);
  const note = ONLY_PASSAGE[kind];
  return (
    <Stack gap="sm">
      {note ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} />} p="xs">
          <Text size="sm">{note}</Text>
        </Alert>
      ) : null}
      {isLoading ? <CenteredLoader label="Reading the document" /> : null}
      {context ? (
        <Paper withBorder radius="sm" p="md" data-testid="passage-context">
          <Text size="xs" c="dimmed" mb={6}>
            {citation.fileName} · page {citation.page}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {context.isCutBefore ? '… ' : null}
            {context.segments.map((segment) =>
              segment.isHit ? (
                <mark key={segment.at} style={{ background: 'rgb(255 200 0 / 0.45)' }}>
                  {segment.text}
                </mark>
              ) : (
                <span key={segment.at}>{segment.text}</span>
              ),
            )}
            {context.isCutAfter ? ' …' : null}
          </Text>
        </Paper>
      ) : null}
      {!context && !isLoading ? <CitedPassage citation={citation} /> : null}
    </Stack>
  );
}
