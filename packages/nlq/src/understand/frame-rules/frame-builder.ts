import type { SemanticTable } from '@tabletalk/contracts';
import type { ReadContext } from '../context';
import type { Frame } from '../frame';
import type { Mention } from '../link';
import type { AverageReading } from '../read-average-comparisons';
import type { NumberReading } from '../read-numbers';
import type { Role } from '../roles';

/** What every frame rule reads, and the frame the rules grow in turn. */
export interface FrameBuilder {
  frame: Frame;
  context: ReadContext;
  /** Tables the question names; rules add the ones they bring in. */
  named: SemanticTable[];
  /** The span each value was read with ("the country France" → "country"). */
  owners: Map<Mention, Mention>;
  numbers: NumberReading;
  averages: AverageReading;
  /** Each read span with its role, in question order. */
  roles: [Mention, Role][];
}

/** One step of reading a frame: adds to or reshapes `builder.frame`. */
export type FrameRule = (builder: FrameBuilder) => void;

/** Applies one kind of role of a span to the frame. */
export type RoleRule<K extends Role['kind']> = (
  builder: FrameBuilder,
  mention: Mention,
  role: Extract<Role, { kind: K }>,
) => void;
