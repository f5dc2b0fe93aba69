import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconDots } from '@tabler/icons-react';
import type { ShownItem } from '@tabletalk/contracts';
import { CreateAlertModal } from '../../../components/create-alert-modal';

/**
 * An item's menu: "Create alert…" on a widget (an alert watches a single value; graphs and tables
 * are refused by the server too). Items of other kinds have nothing in it yet, so no menu.
 */
export function ItemMenu({ item }: { item: ShownItem }) {
  const [isAlertOpen, alertModal] = useDisclosure(false);
  if (item.kind !== 'WIDGET') return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`Actions of ${item.title}`}
          >
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconBell size={16} />} onClick={alertModal.open}>
            Create alert…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <CreateAlertModal
        opened={isAlertOpen}
        onClose={alertModal.close}
        origin={{ itemId: item._id }}
        defaultName={item.title}
      />
    </>
  );
}
