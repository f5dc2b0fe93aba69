import type { OrgPlan, OrgSeed, Person, SeedContext } from './context';
import { at, DAY, opaque, type Row, uuid } from './rows';

/** People, organizations, teams, invites, sessions and the audit trail. */

/** A confirmed person with a password (`options` overrides columns). */
export function seedPerson(
  ctx: SeedContext,
  givenName: string,
  familyName: string,
  options: Row = {},
): Person {
  const email = `${givenName.toLowerCase()}.${familyName.toLowerCase()}@northwind.example`;
  const id = uuid();
  ctx.rows.add('users', {
    id,
    email,
    password_hash: ctx.passwordHash,
    given_name: givenName,
    family_name: familyName,
    email_verified_at: at(-30 * DAY),
    ai_model: 'builtin',
    temporary_password_until: null,
    created_at: at(-30 * DAY),
    updated_at: at(-2 * DAY),
    disabled_at: null,
    google_sub: null,
    ...options,
  });
  return { id, email, givenName };
}

/** Someone who signed up and has not confirmed their email yet. */
export function seedPendingSignUp(ctx: SeedContext): void {
  const ivan = seedPerson(ctx, 'Ivan', 'Petrov', { email_verified_at: null, password_hash: null });
  ctx.rows.add('signup_flows', {
    id: uuid(),
    user_id: ivan.id,
    auto_sign_in_until: at(30),
    confirmed_at: null,
    claimed_at: null,
    pending_password_hash: ctx.passwordHash,
    pending_given_name: 'Ivan',
    pending_family_name: 'Petrov',
    created_at: at(),
  });
}

function addMember(ctx: SeedContext, orgId: string, teamId: string, person: Person, role: string) {
  ctx.rows.add('team_members', {
    team_id: teamId,
    org_id: orgId,
    user_id: person.id,
    role,
    created_at: at(-50 * DAY),
  });
}

/** The organization, its default team with every member, and a Finance team in the first. */
export function seedOrganization(ctx: SeedContext, plan: OrgPlan, index: number): OrgSeed {
  const people = plan.members.map((member) => member.person);
  const [owner = people[0]] = people;
  if (!owner) throw new Error(`${plan.name} has no members`);
  const id = uuid();
  ctx.rows.add('organizations', {
    id,
    name: plan.name,
    status: 'active',
    plan: plan.plan,
    trial_ends_at: plan.plan === 'Business' ? at(14 * DAY) : null,
    personal_owner_id: plan.personalOwner?.id ?? null,
    owner_id: owner.id,
    created_at: at(-60 * DAY + index),
  });
  const teamId = uuid();
  ctx.rows.add('teams', {
    id: teamId,
    org_id: id,
    name: 'Default team',
    is_default: true,
    created_at: at(-60 * DAY),
  });
  for (const { person, role } of plan.members) addMember(ctx, id, teamId, person, role);
  let financeId: string | null = null;
  if (index === 0) {
    financeId = uuid();
    ctx.rows.add('teams', {
      id: financeId,
      org_id: id,
      name: 'Finance',
      is_default: false,
      created_at: at(-40 * DAY),
    });
    const roles = ['owner', 'admin', 'viewer'];
    people.slice(0, 3).forEach((person, i) => {
      addMember(ctx, id, financeId ?? '', person, roles[i] ?? 'member');
    });
  }
  return { id, index, plan, owner, people, teamId, financeId };
}

/** Invites: one waiting, one accepted, one revoked. */
export function seedInvites(ctx: SeedContext, org: OrgSeed): void {
  for (const [i, state] of (['waiting', 'accepted', 'revoked'] as const).entries()) {
    ctx.rows.add('invites', {
      id: uuid(),
      org_id: org.id,
      team_id: org.teamId,
      email: `guest${i}.${org.index}@fabrikam.example`,
      role: i === 0 ? 'member' : 'viewer',
      token_hash: opaque('sha256:'),
      invited_by_id: org.owner.id,
      expires_at: at(7 * DAY),
      accepted_at: state === 'accepted' ? at(60) : null,
      accepted_by_id: state === 'accepted' ? (org.people[1]?.id ?? null) : null,
      revoked_at: state === 'revoked' ? at(90) : null,
      created_at: at(-DAY),
    });
  }
}

/** A session per member with its rotated refresh tokens, and a reset code each. */
export function seedSessions(ctx: SeedContext, org: OrgSeed): void {
  org.people.forEach((person, i) => {
    const sessionId = uuid();
    const signedOut = i === org.people.length - 1 && i > 0;
    ctx.rows.add('sessions', {
      id: sessionId,
      user_id: person.id,
      user_agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/17.5',
      ip: `203.0.113.${10 + org.index * 10 + i}`,
      expires_at: new Date(ctx.now.getTime() + 20 * 86_400_000).toISOString(),
      ended_at: signedOut ? at(120) : null,
      end_reason: signedOut ? 'signout' : null,
      last_seen_at: at(45),
      created_at: at(-3 * DAY),
    });
    // Rotated once: the used token names the one that replaced it.
    const current = uuid();
    for (const [id, usedAt, replacedBy] of [
      [uuid(), at(-60), current],
      [current, null, null],
    ]) {
      ctx.rows.add('refresh_tokens', {
        id,
        session_id: sessionId,
        token_hash: opaque('sha256:'),
        used_at: usedAt,
        replaced_by_id: replacedBy,
        created_at: at(-3 * DAY),
      });
    }
    ctx.rows.add('email_codes', {
      id: uuid(),
      user_id: person.id,
      purpose: 'reset',
      code_hash: opaque('hmac:'),
      link_token_hash: opaque('sha256:'),
      flow_id: uuid(),
      attempts: i % 3,
      expires_at: at(15),
      consumed_at: i % 2 === 0 ? at(5) : null,
      voided_at: null,
      created_at: at(),
    });
  });
}

/** The organization's audit trail. */
export function seedAudit(ctx: SeedContext, org: OrgSeed): void {
  const actions = ['auth.signin', 'auth.signin_failed', 'team.role_changed', 'source.created'];
  for (let i = 0; i < 6 * org.plan.scale; i += 1) {
    ctx.rows.add('audit_events', {
      id: uuid(),
      org_id: org.id,
      actor_id: org.people[i % org.people.length]?.id ?? null,
      action: actions[i % actions.length],
      subject_id: org.people[(i + 1) % org.people.length]?.id ?? null,
      detail: JSON.stringify({ ip: '203.0.113.7', userAgent: 'Safari', attempt: i }),
      created_at: at(-i * 17),
    });
  }
}
