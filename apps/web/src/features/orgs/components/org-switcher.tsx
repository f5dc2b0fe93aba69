import { Badge, Button, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconPlus, IconSelector } from '@tabler/icons-react';
import type { OrganizationSummary } from '@tabletalk/contracts';
import type { CreatedOrganization } from '../api/create-organization';
import { CreateOrganizationModal } from './create-organization-modal';

interface OrgSwitcherProps {
  organizations: OrganizationSummary[];
  organizationId: string | null;
  teamId: string | null;
  onSelect: (organizationId: string, teamId: string | null) => void;
  /** As wide as its container (the phone drawer), the name at the start. */
  isFullWidth?: boolean;
}

/** Chooses the organization and team every request is scoped to. */
export function OrgSwitcher(props: OrgSwitcherProps) {
  const { organizations, organizationId, teamId, onSelect, isFullWidth = false } = props;
  const [creating, { open, close }] = useDisclosure(false);
  const current = organizations.find((o) => o._id === organizationId);
  const currentTeam = current?.teams.find((t) => t._id === teamId);
  const handleCreated = (created: CreatedOrganization) =>
    onSelect(created.organizationId, created.teamId);

  return (
    <>
      <Menu position="bottom-start" width={280} withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            fullWidth={isFullWidth}
            justify={isFullWidth ? 'space-between' : undefined}
            rightSection={<IconSelector size={16} />}
            data-testid="org-switcher"
            aria-label={`Switch organization (current: ${current?.name ?? 'none'})`}
          >
            <Text size="sm" fw={600} truncate maw={220}>
              {current?.name ?? 'Select organization'}
              {currentTeam ? ` · ${currentTeam.name}` : ''}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {organizations.map((org) => (
            <div key={org._id}>
              <Menu.Label>{org.name}</Menu.Label>
              {org.teams.map((team) => (
                <Menu.Item
                  key={team._id}
                  onClick={() => onSelect(org._id, team._id)}
                  leftSection={
                    team._id === teamId ? <IconCheck size={14} /> : <span style={{ width: 14 }} />
                  }
                  rightSection={
                    org.status === 'suspended' ? (
                      <Badge color="red" size="xs">
                        Suspended
                      </Badge>
                    ) : null
                  }
                >
                  {org.name} · {team.name}
                </Menu.Item>
              ))}
            </div>
          ))}
          <Menu.Divider />
          <Menu.Item leftSection={<IconPlus size={14} />} onClick={open}>
            Create organization
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <CreateOrganizationModal opened={creating} onClose={close} onCreated={handleCreated} />
    </>
  );
}
