import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import { IconChartBar, IconLayoutDashboard, IconNumber } from '@tabler/icons-react';
import type { AskResult } from '@tabletalk/contracts';
import { notifyInfo } from '../../../components/notify';
import { type DashboardTarget, dashboardTargetProblem } from '../utils/dashboard-target';

const comingMessage = (target: DashboardTarget) =>
  `Dashboards arrive in a later release; this answer fits there as a ${target}.`;

/**
 * "Add to dashboard": checks that the answer fits the chosen section (a single value only as a
 * widget, a chart only as a graph) with the spec's messages. Dashboards themselves come later,
 * so a fitting answer is told so rather than pretending to be added.
 */
export function DashboardMenu({ result }: { result: AskResult }) {
  const handlePick = (target: DashboardTarget) => {
    const problem = dashboardTargetProblem(result, target);
    notifyInfo(problem ?? comingMessage(target));
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label="Add to dashboard">
          <ActionIcon variant="subtle" aria-label="Add to dashboard">
            <IconLayoutDashboard size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs">Dashboards are coming soon</Text>
        </Menu.Label>
        <Menu.Item leftSection={<IconNumber size={16} />} onClick={() => handlePick('widget')}>
          Add as a widget
        </Menu.Item>
        <Menu.Item leftSection={<IconChartBar size={16} />} onClick={() => handlePick('graph')}>
          Add as a graph
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
