import type { Mention } from '../link';
import type { Role } from '../roles';
import type { FrameBuilder, FrameRule } from './frame-builder';
import { aggregateRole } from './roles/aggregate';
import { argmaxRole } from './roles/argmax';
import { compareRole } from './roles/compare';
import { compareAggregateRole } from './roles/compare-aggregate';
import { countRole } from './roles/count';
import { countCompareRole } from './roles/count-compare';
import { emptyRole } from './roles/empty';
import { entityRole } from './roles/entity';
import { filterRole } from './roles/filter';
import { groupRole } from './roles/group';
import { modeRole } from './roles/mode';
import { orderRole } from './roles/order';
import { relatedRole } from './roles/related';
import { selectRole } from './roles/select';

function applyRole(b: FrameBuilder, mention: Mention, role: Role): void {
  switch (role.kind) {
    case 'select':
      selectRole(b, mention, role);
      break;
    case 'entity':
      entityRole(b, mention, role);
      break;
    case 'aggregate':
      aggregateRole(b, mention, role);
      break;
    case 'count':
      countRole(b, mention, role);
      break;
    case 'group':
      groupRole(b, mention, role);
      break;
    case 'order':
      orderRole(b, mention, role);
      break;
    case 'argmax':
      argmaxRole(b, mention, role);
      break;
    case 'mode':
      modeRole(b, mention, role);
      break;
    case 'filter':
      filterRole(b, mention, role);
      break;
    case 'compare':
      compareRole(b, mention, role);
      break;
    case 'compare_aggregate':
      compareAggregateRole(b, mention, role);
      break;
    case 'count_compare':
      countCompareRole(b, mention, role);
      break;
    case 'empty':
      emptyRole(b, mention, role);
      break;
    case 'related':
      relatedRole(b, mention, role);
      break;
    // Read as part of another span's meaning: nothing of its own to add.
    case 'consumed':
      break;
  }
}

/** Each read span, in question order, adds what its role says to the frame. */
export const applyRoles: FrameRule = (b) => {
  for (const [mention, role] of b.roles) applyRole(b, mention, role);
};
