import { Select, Stack, Text } from '@mantine/core';
import { type AskDocsRoom, type AskDocsTemplate, errorTable } from '@tabletalk/contracts';
import { InlineError } from '../../../components/inline-error';
import { validityBadge } from '../../../lib/template-validity';
import { useConnectTemplate } from '../api/connect-template';
import { useTemplates } from '../api/get-templates';
import { favouritesFirst } from '../utils/order';

interface TemplateConnectProps {
  projectId: string;
  room: AskDocsRoom;
  canManage: boolean;
}

/** A template's option: its name, and why it cannot be connected today if so. */
function optionOf(template: AskDocsTemplate) {
  const badge = validityBadge(template);
  return {
    value: template._id,
    label: badge ? `${template.title} (${badge.toLowerCase()})` : template.title,
  };
}

/** The templates to offer: the organization's, and the connected one even if it is gone. */
function templateOptions(templates: readonly AskDocsTemplate[], room: AskDocsRoom) {
  const offered = favouritesFirst(templates, (template) => template.favourite);
  const connected = room.template;
  const isMissing = connected && !offered.some((template) => template._id === connected._id);
  return (isMissing ? [connected, ...offered] : offered).map(optionOf);
}

/**
 * The template connected to the project's room: a picker for those who manage Ask Docs, its name
 * for the others. The server refuses one outside its validity; its message shows under the picker.
 */
export function TemplateConnect({ projectId, room, canManage }: TemplateConnectProps) {
  const templates = useTemplates();
  const connect = useConnectTemplate();
  const connected = room.template;
  const isConnectedUnusable = Boolean(connected?.expired || connected?.notYetValid);
  if (!canManage) {
    return (
      <Text size="sm">
        Template: <b>{connected ? connected.title : 'none'}</b>
      </Text>
    );
  }
  const value = connect.isPending ? (connect.variables?.templateId ?? null) : room.templateId;
  return (
    <Stack gap="xs">
      <Select
        label="Template"
        description="Its instruction and answer style apply to this project's answers."
        placeholder="No template"
        data={templateOptions(templates.data ?? [], room)}
        value={value}
        onChange={(templateId) => connect.mutate({ projectId, templateId })}
        clearable
        searchable
        nothingFoundMessage={templates.isPending ? 'Loading templates…' : 'No template found'}
        disabled={connect.isPending}
        maw={{ sm: 420 }}
      />
      {connect.isError ? (
        <InlineError error={connect.error} fallback="Failed to connect the template" />
      ) : null}
      {!connect.isError && isConnectedUnusable ? (
        <Text size="sm" c="red.8" data-testid="connected-template-unusable">
          {connected?.expired
            ? errorTable.TEMPLATE_EXPIRED.message
            : errorTable.TEMPLATE_NOT_YET_VALID.message}
        </Text>
      ) : null}
    </Stack>
  );
}
