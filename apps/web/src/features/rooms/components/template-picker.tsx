import { Badge, Button, Group, Menu, ScrollArea, Stack, Text } from '@mantine/core';
import { IconStarFilled, IconTemplate } from '@tabler/icons-react';
import { errorTable, type Template } from '@tabletalk/contracts';
import { useTemplates } from '../api/get-templates';
import { orderTemplates } from '../utils/template-fill';

interface TemplatePickerProps {
  sourceId: string;
  disabled: boolean;
  onPick: (template: Template) => void;
}

function TemplateItem({ template, onPick }: { template: Template; onPick: () => void }) {
  return (
    <Menu.Item
      disabled={template.expired}
      onClick={onPick}
      title={template.expired ? errorTable.TEMPLATE_EXPIRED.message : template.text}
    >
      <Stack gap={0}>
        <Group gap={6} wrap="nowrap">
          {template.favourite ? <IconStarFilled size={12} aria-label="Favourite" /> : null}
          <Text size="sm" fw={500}>
            {template.title}
          </Text>
          {template.expired ? (
            <Badge size="xs" color="gray">
              Expired
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {template.text}
        </Text>
      </Stack>
    </Menu.Item>
  );
}

/** Saved questions to ask again; expired ones are listed, marked, and cannot be picked. */
export function TemplatePicker({ sourceId, disabled, onPick }: TemplatePickerProps) {
  const templates = useTemplates(sourceId);
  const list = orderTemplates(templates.data ?? []);
  return (
    <Menu position="top-start" withinPortal width={340}>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconTemplate size={16} />}
          disabled={disabled}
        >
          Templates
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {templates.isPending ? <Menu.Label>Loading templates…</Menu.Label> : null}
        {templates.isError ? <Menu.Label>Templates could not be loaded.</Menu.Label> : null}
        {templates.data && list.length === 0 ? (
          <Menu.Label>No templates for this source yet.</Menu.Label>
        ) : null}
        <ScrollArea.Autosize mah={320} type="auto">
          {list.map((template) => (
            <TemplateItem key={template._id} template={template} onPick={() => onPick(template)} />
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
