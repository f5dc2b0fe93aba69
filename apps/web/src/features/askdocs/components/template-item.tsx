import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { AskDocsTemplate } from '@tabletalk/contracts';
import { FavouriteStar } from '../../../components/favourite-star';
import { validityBadge, validityLabel } from '../../../lib/template-validity';
import { useSetTemplateFavourite } from '../api/set-template-favourite';
import { ANSWER_STYLE_LABELS } from '../utils/answer-styles';

interface TemplateItemProps {
  template: AskDocsTemplate;
  onEdit: () => void;
  onDelete: () => void;
}

function TemplateStar({ template }: { template: AskDocsTemplate }) {
  const favourite = useSetTemplateFavourite();
  return (
    <FavouriteStar
      favourite={template.favourite}
      saving={favourite.isPending ? favourite.variables?.favourite : undefined}
      onChange={(next) => favourite.mutate({ templateId: template._id, favourite: next })}
      label={(on) => `${on ? 'Remove from favourites' : 'Add to favourites'}: ${template.title}`}
      iconSize={16}
      size="sm"
    />
  );
}

/** One template: star, name, answer style, instruction, validity; edit and delete if allowed. */
export function TemplateItem({ template, onEdit, onDelete }: TemplateItemProps) {
  const badge = validityBadge(template);
  const validity = validityLabel(template);
  return (
    <Stack component="li" gap={4} py="xs" data-testid="template-item">
      <Group gap={4} wrap="nowrap" align="flex-start" justify="space-between">
        <Group gap={6} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <TemplateStar template={template} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                {template.title}
              </Text>
              {badge ? (
                <Badge size="xs" color={template.expired ? 'red' : 'gray'} variant="light">
                  {badge}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {ANSWER_STYLE_LABELS[template.answerStyle]}
            </Text>
            <Text size="xs" lineClamp={2}>
              {template.instruction}
            </Text>
            {validity ? (
              <Text size="xs" c={badge ? 'red.8' : 'dimmed'}>
                {validity}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {template.canEdit ? (
          <Group gap={0} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Edit ${template.title}`}
                onClick={onEdit}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={`Delete ${template.title}`}
                onClick={onDelete}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
