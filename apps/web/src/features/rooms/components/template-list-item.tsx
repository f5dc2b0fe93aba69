import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconCalendarClock, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Template } from '@tabletalk/contracts';
import { useId } from 'react';
import { FavouriteStar } from '../../../components/favourite-star';
import {
  isTemplateUsable,
  unusableReason,
  validityBadge,
  validityLabel,
} from '../../../lib/template-validity';
import { useSetTemplateFavourite } from '../api/set-template-favourite';

interface TemplateListItemProps {
  template: Template;
  onPick: () => void;
  onEdit: (focus?: 'validity') => void;
  onDelete: () => void;
}

function StarButton({ template }: { template: Template }) {
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

/** Edit and delete, for the author and for those with `templates.manage`. */
function EditActions({ template, onEdit, onDelete }: Omit<TemplateListItemProps, 'onPick'>) {
  return (
    <>
      <Tooltip label="Edit">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Edit ${template.title}`}
          onClick={() => onEdit()}
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
    </>
  );
}

/** The question, its placeholders and its validity; picking it asks (or opens its form). */
function TemplateSummary({ template, describedBy }: { template: Template; describedBy: string }) {
  const badge = validityBadge(template);
  const validity = validityLabel(template);
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500} lineClamp={1}>
          {template.title}
        </Text>
        {badge ? (
          <Badge size="xs" color={template.expired ? 'red' : 'gray'} variant="light">
            {badge}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {template.text}
      </Text>
      {template.placeholders.length > 0 ? (
        <Group gap={4}>
          {template.placeholders.map((name) => (
            <Badge key={name} size="xs" variant="outline" tt="none">
              {name}
            </Badge>
          ))}
        </Group>
      ) : null}
      {validity ? (
        <Text size="xs" c={badge ? 'red.8' : 'dimmed'} id={describedBy}>
          {validity}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * One template in the picker. One outside its validity cannot be picked: it says why, and
 * whoever may edit it gets "Update validity".
 */
export function TemplateListItem({ template, onPick, onEdit, onDelete }: TemplateListItemProps) {
  const validityId = useId();
  const reason = unusableReason(template);
  const isUsable = isTemplateUsable(template);
  return (
    <Stack component="li" gap={4} py={6} px={8} data-testid="template-item">
      <Group gap={4} wrap="nowrap" align="flex-start">
        <UnstyledButton
          onClick={onPick}
          disabled={!isUsable}
          data-template-pick
          aria-describedby={validityLabel(template) ? validityId : undefined}
          style={{ flex: 1, minWidth: 0, opacity: isUsable ? 1 : 0.6, borderRadius: 4 }}
        >
          <TemplateSummary template={template} describedBy={validityId} />
        </UnstyledButton>
        <Group gap={0} wrap="nowrap">
          <StarButton template={template} />
          {template.canEdit ? (
            <EditActions template={template} onEdit={onEdit} onDelete={onDelete} />
          ) : null}
        </Group>
      </Group>
      {reason ? (
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {reason}
          </Text>
          {template.canEdit ? (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconCalendarClock size={14} />}
              onClick={() => onEdit('validity')}
              style={{ flexShrink: 0 }}
            >
              Update validity
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
