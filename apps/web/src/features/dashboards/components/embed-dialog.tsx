import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type EmbedCode, embedAllowedOriginsSchema } from '@tabletalk/contracts';
import { useState } from 'react';
import { InlineError } from '../../../components/inline-error';
import { notifySuccess } from '../../../components/notify';
import { useDisableEmbeds } from '../api/disable-embeds';
import { useGenerateEmbedCode } from '../api/generate-embed-code';

/** How long a new embed link lives (the server refuses more than its EMBED_TOKEN_MAX_DAYS). */
export const EMBED_EXPIRY_CHOICES = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
];

/** The origins typed one per line (or separated by commas or spaces), checked as the server does. */
export function readAllowedOrigins(
  text: string,
): { origins: string[]; error: null } | { origins: null; error: string } {
  const typed = text.split(/[\s,]+/).filter(Boolean);
  const parsed = embedAllowedOriginsSchema.safeParse(typed);
  if (parsed.success) return { origins: parsed.data, error: null };
  return { origins: null, error: parsed.error.issues[0]?.message ?? 'Invalid origins.' };
}

function CopyableCode({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
              aria-label={`Copy ${label.toLowerCase()}`}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {value}
      </Code>
    </Stack>
  );
}

interface EmbedDialogProps {
  dashboardId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Embedding a dashboard: choose how long the link lives and, optionally, which sites may frame
 * it, then copy the `<iframe>` snippet. "Disable embeds" ends every link of the dashboard.
 */
export function EmbedDialog({ dashboardId, opened, onClose }: EmbedDialogProps) {
  const [days, setDays] = useState('30');
  const [originsText, setOriginsText] = useState('');
  const [originsError, setOriginsError] = useState<string | null>(null);
  const [code, setCode] = useState<EmbedCode | null>(null);
  const generate = useGenerateEmbedCode({ onSuccess: setCode });
  const disable = useDisableEmbeds({
    onSuccess: (result) => {
      setCode(null);
      notifySuccess(result.message);
    },
  });

  const handleGenerate = () => {
    const read = readAllowedOrigins(originsText);
    setOriginsError(read.error);
    if (!read.origins) return;
    generate.mutate({
      dashboardId,
      expiresInDays: Number(days),
      ...(read.origins.length > 0 ? { allowedOrigins: read.origins } : {}),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Embed dashboard" size="lg" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Anyone with the link sees this dashboard read-only, without signing in, until it expires
          or embeds are disabled.
        </Text>
        <Select
          label="Link expires after"
          data={EMBED_EXPIRY_CHOICES}
          value={days}
          onChange={(value) => setDays(value ?? '30')}
          allowDeselect={false}
        />
        <Textarea
          label="Sites allowed to show it (optional)"
          description="One origin per line, such as https://intranet.example.com. Empty: the server's default."
          placeholder="https://intranet.example.com"
          autosize
          minRows={2}
          value={originsText}
          onChange={(event) => setOriginsText(event.currentTarget.value)}
          error={originsError}
        />
        <InlineError error={generate.error} fallback="Failed to generate the embed code" />
        <Group justify="space-between">
          <Button
            variant="subtle"
            color="red"
            loading={disable.isPending}
            onClick={() => disable.mutate(dashboardId)}
          >
            Disable embeds
          </Button>
          <Button loading={generate.isPending} onClick={handleGenerate}>
            Generate embed code
          </Button>
        </Group>
        {code ? (
          <Stack gap="sm" data-testid="embed-code">
            <CopyableCode label="Embed code" value={code.html} />
            <CopyableCode label="Link" value={code.url} />
            <Alert color="blue" variant="light">
              This link expires on {new Date(code.expiresAt).toLocaleDateString()}.
            </Alert>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
